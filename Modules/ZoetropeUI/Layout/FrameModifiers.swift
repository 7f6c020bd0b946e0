import Foundation
import Geometry

extension View {
    /// Places this view in a frame of fixed `width` and/or `height` points (SwiftUI's
    /// `frame(width:height:alignment:)`): the view is proposed those dimensions (the others as
    /// proposed to the frame), and the frame takes them whatever size the view chooses; the
    /// view sits in it by `alignment`. A nil dimension takes the view's size. A negative or
    /// non-finite dimension is ignored with a diagnostic, as SwiftUI ignores it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        node(FixedFrameContent(width: width, height: height, alignment: alignment))
    }

    /// Places this view in a flexible frame (SwiftUI's
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`), per
    /// dimension as Apple documents it: the view is proposed the frame's proposal clamped to the
    /// constraints, an ideal dimension standing in for an unspecified one; with both a minimum
    /// and a maximum the frame takes the proposal clamped to them; with only a minimum, the
    /// proposal when it is smaller than the view, else the view's size, never below the
    /// minimum; with only a maximum, the proposal when it is larger than the view, else the
    /// view's size, never above the maximum; with neither, the view's size.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        node(FlexibleFrameContent(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight, axis: "Height"), alignment: alignment))
    }
}

/// A frame dimension: negative or non-finite values are not dimensions (nil), except +∞ as a
/// maximum.
private func validDimension(_ value: CGFloat?, allowInfinity: Bool = false) -> CGFloat? {
    guard let v = value, v >= 0, v.isFinite || (allowInfinity && v == .infinity) else { return nil }
    return v
}

struct FixedFrameContent: NodeContent {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    let invalid: [String]

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = validDimension(width)
        self.height = validDimension(height)
        self.alignment = alignment
        var bad: [String] = []
        if let w = width, self.width == nil { bad.append("width \(w)") }
        if let h = height, self.height == nil { bad.append("height \(h)") }
        self.invalid = bad
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        if !invalid.isEmpty { pass.context.diagnose(.invalidFrameDimension(invalid.joined(separator: ", ")), at: node.path) }
        guard let child = node.children.first else { return CGSize(width: width ?? 0, height: height ?? 0) }
        let s = child.sizeThatFits(childProposal(proposal), in: pass)
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        guard let child = node.children.first else { return }
        pass.place(child, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        FrameGuides.horizontal(guide, node: node, size: size, alignment: alignment, childProposal: childProposal(pass.proposalForAlignment(node)), pass: pass)
    }

    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        FrameGuides.vertical(guide, node: node, size: size, alignment: alignment, childProposal: childProposal(pass.proposalForAlignment(node)), pass: pass)
    }
}

struct FlexibleFrameContent: NodeContent {
    struct Dimension {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
        /// What was wrong with the arguments (ignored), for the diagnostic.
        var invalid: [String] = []

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, axis: String = "Width") {
            self.min = validDimension(min)
            self.ideal = validDimension(ideal)
            self.max = validDimension(max, allowInfinity: true)
            if let v = min, self.min == nil { invalid.append("min\(axis) \(v)") }
            if let v = ideal, self.ideal == nil { invalid.append("ideal\(axis) \(v)") }
            if let v = max, self.max == nil { invalid.append("max\(axis) \(v)") }
            // SwiftUI: "Contradictory frame constraints specified": the maximum gives way.
            if let lo = self.min, let hi = self.max, lo > hi {
                invalid.append("max\(axis) \(hi) below min\(axis) \(lo)")
                self.max = lo
            }
        }

        /// The proposal for the child.
        func proposal(_ p: CGFloat?) -> CGFloat? {
            guard var v = p ?? ideal else { return nil }
            if let lo = min { v = Swift.max(v, lo) }
            if let hi = max { v = Swift.min(v, hi) }
            return v
        }

        /// The frame's length given the proposal and the child's length.
        func length(proposed p: CGFloat?, child: CGFloat) -> CGFloat {
            let p = p ?? ideal
            switch (min, max) {
            case (nil, nil): return child
            case (let lo?, let hi?): return Swift.min(Swift.max(p ?? child, lo), hi)
            case (let lo?, nil):
                let v = (p.map { $0 < child } ?? false) ? p! : child
                return Swift.max(v, lo)
            case (nil, let hi?):
                let v = (p.map { $0 > child } ?? false) ? p! : child
                return Swift.min(v, hi)
            }
        }
    }

    let width: Dimension
    let height: Dimension
    let alignment: Alignment

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.proposal(p.width), height: height.proposal(p.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        if !width.invalid.isEmpty || !height.invalid.isEmpty {
            pass.context.diagnose(.invalidFrameDimension((width.invalid + height.invalid).joined(separator: ", ")), at: node.path)
        }
        let s = node.children.first?.sizeThatFits(childProposal(proposal), in: pass) ?? .zero
        return CGSize(width: width.length(proposed: proposal.width, child: s.width), height: height.length(proposed: proposal.height, child: s.height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        guard let child = node.children.first else { return }
        pass.place(child, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        FrameGuides.horizontal(guide, node: node, size: size, alignment: alignment, childProposal: childProposal(pass.proposalForAlignment(node)), pass: pass)
    }

    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        FrameGuides.vertical(guide, node: node, size: size, alignment: alignment, childProposal: childProposal(pass.proposalForAlignment(node)), pass: pass)
    }
}

/// A frame's explicit guides: its child's, where the child sits in the frame.
enum FrameGuides {
    static func horizontal(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, alignment: Alignment, childProposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        let s = child.sizeThatFits(childProposal, in: pass)
        guard let v = pass.explicitGuide(guide, of: child, proposal: childProposal) else { return nil }
        return v + pass.horizontalOffset(of: child, size: s, in: size.width, alignment: alignment.horizontal)
    }

    static func vertical(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, alignment: Alignment, childProposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        let s = child.sizeThatFits(childProposal, in: pass)
        guard let v = pass.explicitGuide(guide, of: child, proposal: childProposal) else { return nil }
        return v + pass.verticalOffset(of: child, size: s, in: size.height, alignment: alignment.vertical)
    }
}
