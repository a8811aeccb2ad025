import LayoutDebugger

/// The proposal of a test harness: the root proposed an iPhone's screen and placed at (0, 0), so that frames read
/// in the root's coordinates (a proposal-less trace shows the root on a device, centred in its safe area).
let harness = ProposedViewSize(width: 393, height: 852)
