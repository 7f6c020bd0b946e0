import ZoetropeUI

/// An odometer: every digit is a column of 0…9 slid behind a one-digit window, so counting up
/// rolls the digits over with a spring.
struct SlidingDigit: View {
    @State private var count = 7

    var body: some View {
        VStack(spacing: 32) {
            HStack(spacing: 4) {
                DigitColumn(digit: count / 10 % 10)
                DigitColumn(digit: count % 10)
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.black))
            Button("Count up") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { count += 1 }
            }
        }
    }
}

/// The digits 0…9 stacked, offset so `digit` sits in the 80-point window.
struct DigitColumn: View {
    let digit: Int

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<10) { n in
                Text("\(n)")
                    .font(.system(size: 64, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .foregroundColor(.white)
                    .frame(width: 56, height: 80)
            }
        }
        .offset(y: CGFloat(digit) * -80)
        .frame(width: 56, height: 80, alignment: .top)
        .clipped()
    }
}

public struct SlidingDigit_Previews: PreviewProvider {
    public static var previews: some View { SlidingDigit() }
}
