import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc

/// `dogsh draw FILE`: draws a JPEG or PNG file in the terminal, as `show` draws a dog.
struct DrawCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "draw", abstract: CLIText.text(.cliDrawAbstract))

    /// The largest file read.
    static let maximumBytes = 64 << 20

    @Argument(help: CLIText.help(.cliDrawFile))
    var file: String

    @Option(name: .long, help: CLIText.help(.cliOptionWidth))
    var width: Int?

    @Option(name: .long, help: CLIText.help(.cliOptionImages))
    var images: String = "auto"

    func validate() throws {
        try ShellArguments.refuseUnlessPositive(width, "--width")
        if ImageMode.parse(images) == nil {
            throw ValidationError(CLIText.strings.text(.errorImagesModeUnknown, ["mode": .text(images)]))
        }
    }

    func run() async throws {
        let strings = CLIText.strings
        let output = TerminalOutput()
        let isTerminal = TerminalInfo.isTerminal(STDOUT_FILENO)
        let settings = EffectiveSettings.process
        let environment = settings.environment
        let chosen = ImageMode.parse(ImageMode.setting(flag: images, file: settings.file.setting("images"))) ?? nil
        let settler = ImageModeSettler(
            choice: chosen.map(ImageModeChoice.settled) ?? ImageMode.detect(environment: environment, isTerminal: isTerminal),
            environment: environment, knownCell: { isTerminal ? TerminalInfo.cellSize(STDOUT_FILENO) : nil }
        )
        let columns = max(1, width ?? (isTerminal ? TerminalInfo.columns(STDOUT_FILENO) : nil) ?? 80)
        // At a terminal the picture fits its height too, as `show` does, leaving the command typed and the next prompt in view.
        let rows = isTerminal ? TerminalInfo.rows(STDOUT_FILENO).map { max(4, $0 - 2) } : nil
        do throws(ImageError) {
            let bytes = try Self.read(file)
            let size = try ImageCodec.dimensions(of: bytes, url: file)
            // Asked only now, with a picture to draw: a file that is no image asks nothing.
            let settled = await settler.settle()
            // dogsh leaves with no prompt of its own to swallow answers that came too late.
            defer { TerminalQuery.dropLateAnswers() }
            let mode = settled.mode
            let lines = try await ImageDrawing(mode: mode, graphics: settled.graphics).lines(
                size: size, columns: columns, maxRows: rows,
                bitmap: { width, height throws(ImageError) in
                    try ImageCodec.decode(bytes, url: file, atLeast: (width, height)).scaled(toWidth: width, height: height)
                },
                bytes: { () throws(ImageError) in bytes }
            )
            output.write(lines, to: .standard)
            if mode == .off {
                let caption: [String: MessageArgument] = ["file": .text(file), "width": .number(size.width), "height": .number(size.height)]
                output.write([strings.text(.messageImageFile, caption)], to: .standard)
                if chosen == nil { output.write([strings.format(ImageMode.offNote(isTerminal: isTerminal, environment: environment))], to: .error) }
            }
            output.flush()
        } catch {
            // The decoders speak of images fetched; this one is a local file, and nothing was downloaded.
            let error: ImageError = if case .truncated = error { .truncatedFile(path: file) } else { error }
            output.write([strings.format(error.message)], to: .error)
            output.flush()
            // A file that cannot be read is the table's 66; one that is read and is no image dogsh draws, a failed command.
            if case .readFailed = error { throw ExitCode(ExitStatus.unreadableFile.rawValue) }
            throw ExitCode(ExitStatus.commandFailed.rawValue)
        }
    }

    /// The file's bytes, refusing files too large to be an image dogsh draws.
    static func read(_ path: String) throws(ImageError) -> Data {
        if let size = FileStatus(path: path)?.size, size > maximumBytes {
            throw .fileTooLarge(path: path, limit: maximumBytes)
        }
        do {
            return Data(try FileContents.bytes(atPath: path))
        } catch {
            throw .readFailed(path: path, reason: error.reason)
        }
    }
}
