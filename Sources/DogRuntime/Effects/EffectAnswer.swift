import DogCore

/// What performing one effect produced: the events it answers with, in order, and how it
/// changes the way its statement ends.
struct EffectAnswer {
    /// The events for the coordinator, handled before the next effect.
    var events: [Event] = []
    /// What the effect says of its statement: failed, quit or asked the recorder.
    var outcome: LineOutcome = []
    /// Whether what the events show is written out at once, not with the rest of the line's
    /// output: a write's acknowledgement, which whoever reads it may rely on (RELIABILITY.md).
    var flushesOutput = false

    /// Nothing to hand back.
    static let none = EffectAnswer()

    /// Events to hand back, and nothing else.
    static func events(_ events: Event...) -> EffectAnswer {
        EffectAnswer(events: events)
    }
}
