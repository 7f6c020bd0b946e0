import PreviewServer
import Testing

@Suite("CPUBudget")
struct CPUBudgetTests {
    @Test("work within the burst costs no wait; beyond it the wait is the debt over the share")
    func debt() {
        var budget = CPUBudget(share: 0.5, burst: 0.25)
        budget.charge(0.2, at: 10)
        #expect(budget.wait(at: 10) == 0)
        budget.charge(0.15, at: 10)
        // 0.1 s owed at half a core: 0.2 s of wall time.
        #expect(abs(budget.wait(at: 10) - 0.2) < 1e-12)
        #expect(abs(budget.wait(at: 10.05) - 0.15) < 1e-12)
        #expect(budget.wait(at: 10.2) < 1e-12)
    }

    @Test("the balance refills at the share and never past the burst")
    func refill() {
        var budget = CPUBudget(share: 0.5, burst: 0.25)
        budget.charge(0.25, at: 0)
        budget.charge(0, at: 100)
        #expect(budget.balance == 0.25)
        budget.charge(0.3, at: 100)
        #expect(abs(budget.balance + 0.05) < 1e-12)
    }

    @Test("time going backwards or NaN refills nothing; negative work costs nothing")
    func oddInputs() {
        var budget = CPUBudget(share: 1, burst: 1)
        budget.charge(1.5, at: 5)
        budget.charge(0, at: 4)
        budget.charge(-3, at: .nan)
        #expect(budget.balance == -0.5)
        #expect(budget.wait(at: 5) == 0.5)
    }

    @Test("law: after waiting what wait(at:) says, the session owes nothing", arguments: [0.1, 0.5, 2.0])
    func waitingRepays(work: Double) {
        var budget = CPUBudget(share: 0.25, burst: 0.1)
        budget.charge(work, at: 1)
        let wait = budget.wait(at: 1)
        #expect(budget.wait(at: 1 + wait + 1e-9) < 1e-12)
        #expect(wait == 0 || budget.wait(at: 1 + wait * 0.9) > 0)
    }
}
