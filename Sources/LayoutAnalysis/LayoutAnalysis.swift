// LayoutAnalysis works on traces only (recorded now or read from a file): anomaly rules (Rules/), the
// contract sweep (Contract/), structural diffs (Diff/) and golden checks (Check/). See docs/ARCHITECTURE.md.
import LayoutModel
