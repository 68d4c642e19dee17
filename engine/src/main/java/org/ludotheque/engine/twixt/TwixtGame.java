package org.ludotheque.engine.twixt;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.Zobrist;

/** A TwixT game with fixed rules: board tables, hash keys and the action layout. */
public final class TwixtGame implements Game {

    private final TwixtDefinition definition;
    private final Parameters parameters;
    final TwixtRules rules;
    final TwixtGeometry geo;
    final TwixtActions actions;
    /** Zobrist keys: pegs [colour][hole], links [colour][slot], then the turn-state keys. */
    final long[] pegKeys;
    final long[] linkKeys;
    final long[] liftedKeys;
    final long[] supplyKeys;
    final long blackToMoveKey;
    final long linkingPhaseKey;
    final long swapOfferedKey;

    TwixtGame(TwixtDefinition definition, Parameters parameters, TwixtRules rules) {
        this.definition = definition;
        this.parameters = parameters;
        this.rules = rules;
        this.geo = TwixtGeometry.of(rules.width(), rules.height());
        this.actions = new TwixtActions(geo.holes);
        long[] k = Zobrist.keys(0x7717_1962L, 3);
        blackToMoveKey = k[0];
        linkingPhaseKey = k[1];
        swapOfferedKey = k[2];
        pegKeys = Zobrist.keys(0x7717_0001L, 2 * geo.holes);
        linkKeys = Zobrist.keys(0x7717_0002L, 2 * geo.linkSlots);
        liftedKeys = Zobrist.keys(0x7717_0003L, geo.holes);
        int supply = Math.max(rules.pegSupply(), rules.linkSupply()) + 1;
        supplyKeys = Zobrist.keys(0x7717_0004L, 4 * supply);
    }

    public TwixtRules rules() {
        return rules;
    }

    public int width() {
        return rules.width();
    }

    public int height() {
        return rules.height();
    }

    @Override
    public GameDefinition definition() {
        return definition;
    }

    @Override
    public Parameters parameters() {
        return parameters;
    }

    @Override
    public TwixtState newInitialState() {
        return new TwixtState(this);
    }

    @Override
    public int numDistinctActions() {
        return actions.size;
    }

    @Override
    public int maxGameLength() {
        // Every turn places a peg; removals and additions are bounded by the links that can exist.
        int turns = rules.turnLimit() > 0 ? rules.turnLimit() : geo.holes + 1;
        return turns * (rules.linkRemoval() || rules.manualLinking() || rules.supplyRule() ? 12 : 1) + 2;
    }
}
