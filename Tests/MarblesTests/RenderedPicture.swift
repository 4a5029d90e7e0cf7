import Foundation

/// An SVG document rendered to pixels by a real renderer: librsvg's `rsvg-convert` draws a
/// PNG, and netpbm's `pngtopnm` turns it into a binary PPM, which takes ten lines to read
/// (Foundation on Linux has no PNG decoder and no zlib). Both tools are installed by
/// `make test` (`make deps`); a missing tool is a failure to fix, never a skip.
struct RenderedPicture {
    enum Failure: Error, CustomStringConvertible {
        case toolNotFound(String, package: String)
        case toolFailed(String, status: Int32, message: String)
        case notAPixmap(String)

        var description: String {
            switch self {
            case .toolNotFound(let tool, let package):
                "\(tool) is not installed; install it with `apt-get install -y \(package)` (or run `make deps`)"
            case .toolFailed(let tool, let status, let message): "\(tool) exited with \(status): \(message)"
            case .notAPixmap(let why): "pngtopnm did not write a binary PPM: \(why)"
            }
        }
    }

    struct RGB: Hashable {
        var red: UInt8, green: UInt8, blue: UInt8

        /// `#5b9bd5`.
        init?(hex: String) {
            guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
            red = UInt8(value >> 16 & 0xFF)
            green = UInt8(value >> 8 & 0xFF)
            blue = UInt8(value & 0xFF)
        }

        init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    let width: Int
    let height: Int
    private let pixels: [UInt8]

    func color(x: Int, y: Int) -> RGB {
        let index = (y * width + x) * 3
        return RGB(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    /// Renders `svg` at scale 1.
    init(svg: String) throws {
        let directory = FileManager.default.temporaryDirectory
        let file = directory.appendingPathComponent("streamlab-svg-\(getpid())-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let rsvg = Process()
        rsvg.executableURL = try Self.locate("rsvg-convert", package: "librsvg2-bin")
        rsvg.arguments = ["--format=png", file.path]
        let pnm = Process()
        pnm.executableURL = try Self.locate("pngtopnm", package: "netpbm")
        let png = Pipe(), ppm = Pipe(), rsvgErrors = Pipe(), pnmErrors = Pipe()
        rsvg.standardOutput = png
        rsvg.standardError = rsvgErrors
        pnm.standardInput = png
        pnm.standardOutput = ppm
        pnm.standardError = pnmErrors
        try rsvg.run()
        try pnm.run()
        let bytes = ppm.fileHandleForReading.readDataToEndOfFile()
        rsvg.waitUntilExit()
        pnm.waitUntilExit()
        for (process, errors, name) in [(rsvg, rsvgErrors, "rsvg-convert"), (pnm, pnmErrors, "pngtopnm")]
        where process.terminationStatus != 0 {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw Failure.toolFailed(name, status: process.terminationStatus, message: message)
        }
        (width, height, pixels) = try Self.parsePPM(Array(bytes))
    }

    /// `P6 WIDTH HEIGHT 255` (whitespace-separated, `#` comments), one newline, then RGB triples.
    static func parsePPM(_ bytes: [UInt8]) throws -> (Int, Int, [UInt8]) {
        var position = 0
        func token() -> String {
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "#") {
                    while position < bytes.count, bytes[position] != 10 { position += 1 }
                } else if bytes[position] == 32 || (9...13).contains(bytes[position]) {
                    position += 1
                } else { break }
            }
            let start = position
            while position < bytes.count, !(bytes[position] == 32 || (9...13).contains(bytes[position])) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        guard token() == "P6" else { throw Failure.notAPixmap("no P6 magic") }
        guard let width = Int(token()), let height = Int(token()), token() == "255", width > 0, height > 0 else {
            throw Failure.notAPixmap("bad header")
        }
        position += 1  // the single whitespace after the maximum value
        let pixels = Array(bytes.dropFirst(position))
        guard pixels.count == width * height * 3 else {
            throw Failure.notAPixmap("\(pixels.count) bytes for \(width)x\(height)")
        }
        return (width, height, pixels)
    }

    /// The connected regions (4-neighbours) of pixels of exactly `color`, of at least
    /// `minimumPixels` pixels (so a stray anti-aliased pixel is no region), as bounding boxes.
    func regions(of color: RGB, minimumPixels: Int = 20) -> [(minX: Int, maxX: Int, minY: Int, maxY: Int)] {
        var seen = [Bool](repeating: false, count: width * height)
        var found: [(minX: Int, maxX: Int, minY: Int, maxY: Int)] = []
        for start in 0..<(width * height) where !seen[start] && self.color(x: start % width, y: start / width) == color {
            var stack = [start]
            seen[start] = true
            var count = 0
            var box = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
            while let index = stack.popLast() {
                count += 1
                let x = index % width, y = index / width
                box = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && ny >= 0 && nx < width && ny < height {
                    let next = ny * width + nx
                    if !seen[next], self.color(x: nx, y: ny) == color {
                        seen[next] = true
                        stack.append(next)
                    }
                }
            }
            if count >= minimumPixels { found.append(box) }
        }
        return found.sorted { $0.minX < $1.minX }
    }

    private static func locate(_ tool: String, package: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure.toolNotFound(tool, package: package)
    }
}
