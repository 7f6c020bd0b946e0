import Stage

extension TileID {
    /// The tile's controls.
    var spec: TileSpec { tileType.spec }

    /// The type implementing the tile.
    var tileType: any GalleryTile.Type {
        switch self {
        case .a1: TimingCurvesTile.self
        case .a2: CustomCurveTile.self
        case .a3: DelayRepeatTile.self
        case .a4: SpeedTile.self
        case .a5: RepeatForeverTile.self
        case .b1: ImplicitTile.self
        case .b2: BindingTile.self
        case .b3: ChainedImplicitTile.self
        case .b4: ExplicitTile.self
        case .b5: ImplicitBeatsExplicitTile.self
        case .b6: ToggleBindingTile.self
        case .c1: SpringComparisonTile.self
        case .c2: MassSpringTile.self
        case .d1: SpringyLineTile.self
        case .d2: PolygonTile.self
        case .d3: WedgeTile.self
        case .d4: LineChartTile.self
        case .e1: ShakeTile.self
        case .e2: SkewTile.self
        case .e3: JumpTile.self
        case .e4: FollowPathTile.self
        case .e5: IgnoredByLayoutTile.self
        case .f1: ProgressLabelTile.self
        case .f2: TextColorTile.self
        case .f3: GradientMixTile.self
        }
    }

    /// The tile in its initial state, its auto-running animations started at `time`.
    func makeTile(startingAt time: SceneTime) -> any GalleryTile {
        tileType.init(startingAt: time)
    }
}
