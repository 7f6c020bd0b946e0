import ZoetropeUI

/// A bar chart whose bars grow one after another: each bar's height animates with the same
/// spring, delayed by its index. The heights are fractions of the space a `GeometryReader`
/// reports, so the chart fits whatever frame it is given; each bar stands in a full-height
/// column under a spacer, so only the bar's own frame changes and its foot stays on the axis.
struct StaggeredBars: View {
    @State private var isShowing = false

    let values: [CGFloat] = [0.45, 0.8, 0.6, 0.95, 0.35, 0.7, 0.55]

    var body: some View {
        VStack(spacing: 24) {
            GeometryReader { proxy in
                HStack(alignment: .bottom, spacing: 12) {
                    ForEach(values.indices, id: \.self) { index in
                        VStack(spacing: 0) {
                            Spacer(minLength: 0)
                            RoundedRectangle(cornerRadius: 6)
                                .fill(Color.teal)
                                .frame(width: 30, height: isShowing ? proxy.size.height * values[index] : 4)
                        }
                        .animation(
                            .spring(response: 0.5, dampingFraction: 0.6).delay(Double(index) * 0.08),
                            value: isShowing)
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
            }
            .frame(width: 300, height: 200)
            Button(isShowing ? "Hide" : "Show") { isShowing.toggle() }
        }
        .onAppear { isShowing = true }
    }
}

public struct StaggeredBars_Previews: PreviewProvider {
    public static var previews: some View { StaggeredBars() }
}
