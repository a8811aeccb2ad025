import LayoutTestSupport
import Testing

/// The GitHub Actions workflow docs/ci.md tells users to copy (docs/examples/layout.yml) is valid YAML of the shape
/// GitHub reads, and docs/ci.md shows it byte for byte. No YAML library comes with the toolchain: `BlockYAML` reads the
/// block subset workflows use (mappings, sequences, block scalars, comments) and refuses anything it does not
/// understand, so a stray indent or a tab fails here, not in a user's pull request.
@Suite struct CIWorkflowTests {
    private static let workflowPath = "docs/examples/layout.yml"

    @Test func theWorkflowIsValidYAMLOfTheShapeGitHubReads() throws {
        let text = try #require(PackageRoot.read(Self.workflowPath))
        let document = try BlockYAML.parse(text)
        #expect(document["name"]?.scalar == "Layout negotiation")
        #expect(document["on"]?["pull_request"] != nil)
        let job = try #require(document["jobs"]?["layoutdbg"])
        #expect(job["runs-on"]?.scalar == "ubuntu-latest")
        #expect(job["container"]?.scalar == "swift:6.0")
        let steps = try #require(job["steps"]?.list)
        #expect(steps.count == 5)
        for step in steps { #expect(step["uses"] != nil || step["run"] != nil, "a step needs 'uses' or 'run'") }
        // The pin works for a commit: a fetch of the ref, never `clone --branch`.
        let build = try #require(steps.first { $0["name"]?.scalar == "Build layoutdbg" }?["run"]?.scalar)
        #expect(build.contains("fetch -q --depth 1 \"$LAYOUTDBG_URL\" \"$LAYOUTDBG_REF\""))
        #expect(!build.contains("--branch"))
        #expect(steps.contains { $0["uses"]?.scalar == "actions/cache@v4" })
    }

    @Test func theGuideShowsTheFileAsItIs() throws {
        let text = try #require(PackageRoot.read(Self.workflowPath))
        let guide = try #require(PackageRoot.read("docs/ci.md"))
        #expect(guide.contains("```yaml\n" + text + "```\n"))
    }

    @Test func theReaderRefusesWhatIsNotValid() {
        #expect(throws: BlockYAML.Invalid.self) { try BlockYAML.parse("a: 1\n  b: 2\n") }
        #expect(throws: BlockYAML.Invalid.self) { try BlockYAML.parse("a:\n\tb: 2\n") }
        #expect(throws: BlockYAML.Invalid.self) { try BlockYAML.parse("a: 1\na: 2\n") }
        #expect(throws: BlockYAML.Invalid.self) { try BlockYAML.parse("a:\n  - x\n  b: 1\n") }
        #expect(throws: BlockYAML.Invalid.self) { try BlockYAML.parse("just words\n") }
        #expect((try? BlockYAML.parse("a:\n  - x: 1\n    y: |\n      line\n  - z\n"))?["a"]?.list?.count == 2)
    }
}

/// The block subset of YAML that workflow files use: `key: value`, nested mappings by indentation, `- ` sequences
/// (of scalars or of mappings), `|` and `>` block scalars, full-line and trailing comments.
enum BlockYAML: Equatable {
    case map([String: BlockYAML])
    case list([BlockYAML])
    case scalar(String)

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    subscript(key: String) -> BlockYAML? {
        if case .map(let members) = self { return members[key] }
        return nil
    }
    var scalar: String? { if case .scalar(let text) = self { text } else { nil } }
    var list: [BlockYAML]? { if case .list(let items) = self { items } else { nil } }

    private struct Line {
        var number: Int
        var indent: Int
        var text: String
        var isItem: Bool { text == "-" || text.hasPrefix("- ") }
    }

    static func parse(_ text: String) throws -> BlockYAML {
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if raw.contains("\t") { throw Invalid(description: "line \(index + 1): a tab (YAML indents with spaces)") }
            let indent = raw.prefix { $0 == " " }.count
            lines.append(Line(number: index + 1, indent: indent, text: String(raw.dropFirst(indent))))
        }
        var position = 0
        skipBlank(lines, &position)
        let document = try block(&lines, &position, indent: 0)
        skipBlank(lines, &position)
        if position < lines.count { throw Invalid(description: "line \(lines[position].number): unexpected indentation") }
        return document
    }

    private static func skipBlank(_ lines: [Line], _ position: inout Int) {
        while position < lines.count, lines[position].text.isEmpty || lines[position].text.hasPrefix("#") { position += 1 }
    }

    private static func block(_ lines: inout [Line], _ position: inout Int, indent: Int) throws -> BlockYAML {
        lines[position].isItem ? try list(&lines, &position, indent: indent) : try map(&lines, &position, indent: indent)
    }

    private static func list(_ lines: inout [Line], _ position: inout Int, indent: Int) throws -> BlockYAML {
        var items: [BlockYAML] = []
        while position < lines.count, lines[position].indent == indent, lines[position].isItem {
            let rest = String(lines[position].text.dropFirst(2))
            if rest.isEmpty {
                position += 1
                skipBlank(lines, &position)
                guard position < lines.count, lines[position].indent > indent else { items.append(.scalar("")); continue }
                items.append(try block(&lines, &position, indent: lines[position].indent))
            } else if rest.contains(": ") || rest.hasSuffix(":") {
                // `- key: value`: a mapping whose keys line up after the dash.
                lines[position] = Line(number: lines[position].number, indent: indent + 2, text: rest)
                items.append(try map(&lines, &position, indent: indent + 2))
            } else {
                items.append(.scalar(value(rest)))
                position += 1
            }
            skipBlank(lines, &position)
        }
        if position < lines.count, lines[position].indent == indent, !lines[position].isItem {
            throw Invalid(description: "line \(lines[position].number): a mapping key among sequence items")
        }
        return .list(items)
    }

    private static func map(_ lines: inout [Line], _ position: inout Int, indent: Int) throws -> BlockYAML {
        var members: [String: BlockYAML] = [:]
        while position < lines.count, lines[position].indent == indent, !lines[position].isItem {
            let line = lines[position]
            guard let colon = line.text.range(of: ": ") ?? (line.text.hasSuffix(":") ? line.text.index(before: line.text.endIndex)..<line.text.endIndex : nil) else {
                throw Invalid(description: "line \(line.number): expected 'key: value', found '\(line.text)'")
            }
            let key = String(line.text[..<colon.lowerBound])
            if members[key] != nil { throw Invalid(description: "line \(line.number): '\(key)' twice") }
            let rest = value(String(line.text[colon.upperBound...]))
            position += 1
            if rest == "|" || rest == ">" || rest == "|-" || rest == ">-" {
                var text: [String] = []
                while position < lines.count, lines[position].indent > indent || lines[position].text.isEmpty {
                    text.append(lines[position].text)
                    position += 1
                }
                members[key] = .scalar(text.joined(separator: rest.hasPrefix("|") ? "\n" : " "))
            } else if rest.isEmpty {
                skipBlank(lines, &position)
                if position < lines.count, lines[position].indent > indent {
                    members[key] = try block(&lines, &position, indent: lines[position].indent)
                } else if position < lines.count, lines[position].indent == indent, lines[position].isItem {
                    members[key] = try list(&lines, &position, indent: indent)
                } else {
                    members[key] = .scalar("")
                }
            } else {
                members[key] = .scalar(rest)
            }
            skipBlank(lines, &position)
            if position < lines.count, lines[position].indent > indent {
                throw Invalid(description: "line \(lines[position].number): unexpected indentation")
            }
        }
        return .map(members)
    }

    /// A scalar without its trailing comment and surrounding blanks.
    private static func value(_ text: String) -> String {
        var text = Substring(text)
        if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
        return String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
