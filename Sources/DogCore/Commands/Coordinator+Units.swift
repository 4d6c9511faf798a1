/// What `units` says: the units in force and why (`--json`, the `--units` flag, the saved setting, or the measurement locale).
extension Coordinator {
    /// The units measures are shown in now, and what chose them.
    var unitsInForce: Message {
        let units: MessageArgument = .message(Message(unitSystem == .metric ? .unitsMetric : .unitsImperial))
        if settings.fixedUnits != nil { return Message(.messageUnitsFixedByJSON, ["units": units]) }
        let setting = settings.unitsFlag ?? preferences.units
        guard setting == .auto else {
            return Message(settings.unitsFlag == nil ? .messageUnitsFromSetting : .messageUnitsFromFlag, ["units": units])
        }
        guard let origin = settings.localeUnitsOrigin else { return Message(.messageUnitsNoLocale, ["units": units]) }
        return Message(.messageUnitsFromLocale, ["units": units, "locale": .text(origin)])
    }
}
