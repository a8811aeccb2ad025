import LayoutModel

/// `layoutdbg devices`: list the devices of `--device` (docs/devices.md).
enum DevicesCommand: Command {
    static let name = "devices"
    static let spec = CommandSpec(
        name: name,
        abstract: "List the devices that --device names, with their screens and safe areas.",
        arguments: "",
        minimumArguments: 0, maximumArguments: 0,
        options: [.flag("--markdown", help: "Print the table as Markdown (docs/devices.md is this output).")],
        discussion: "A root is proposed its device's safe area and centred in it; --landscape turns the device.")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        io.out(arguments.has("--markdown") ? DeviceTable.markdown() : DeviceTable.list())
        return .ok
    }
}
