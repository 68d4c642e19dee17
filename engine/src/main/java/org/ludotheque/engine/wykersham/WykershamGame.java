package org.ludotheque.engine.wykersham;

import org.ludotheque.engine.ChanceOutcomes;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.Zobrist;

/** A Wykersham game with fixed rules: hash keys and the chance outcome tables. */
public final class WykershamGame implements Game {

    /** Longest game: the starting roll, then 30 turns of a roll and two marbles, each marble placed,
     * slid and settled (at most 21 lines of a take and five counts, and a keep). */
    static final int MAX_GAME_LENGTH = 1 + WykershamState.TURNS * (1 + 2 * (2 + 6 * WykershamActions.LINES + 1));

    private final WykershamDefinition definition;
    private final Parameters parameters;
    final WykershamRules rules;
    /** Zobrist keys of a count: [colour][rail * 11 + cup][count], the key of count 0 being 0. */
    final long[] countKeys;
    /** Zobrist keys of an offset: [rail][offset + 2], the key of offset 0 being 0. */
    final long[] offsetKeys;
    /** The starting roll: the 30 pairs that are not ties, each 1/30 (a tie is rolled again). */
    final ChanceOutcomes startOutcomes;
    /** A turn's roll: 36 ordered pairs, each 1/36. */
    final ChanceOutcomes rollOutcomes;

    WykershamGame(WykershamDefinition definition, Parameters parameters, WykershamRules rules) {
        this.definition = definition;
        this.parameters = parameters;
        this.rules = rules;
        countKeys = Zobrist.keys(0x1980_0001L, 2 * WykershamState.CUP_IDS * (WykershamState.MARBLES + 1));
        for (int i = 0; i < countKeys.length; i += WykershamState.MARBLES + 1) {
            countKeys[i] = 0;
        }
        offsetKeys = Zobrist.keys(0x1980_0002L, WykershamState.RAILS * 5);
        for (int r = 0; r < WykershamState.RAILS; r++) {
            offsetKeys[r * 5 + 2] = 0;
        }
        int[] start = new int[30];
        double[] startP = new double[30];
        int[] roll = new int[36];
        double[] rollP = new double[36];
        int k = 0;
        for (int a = 0; a < 36; a++) {
            roll[a] = a;
            rollP[a] = 1.0 / 36;
            if (WykershamActions.firstDie(a) != WykershamActions.secondDie(a)) {
                start[k] = a;
                startP[k++] = 1.0 / 30;
            }
        }
        startOutcomes = new ChanceOutcomes(start, startP);
        rollOutcomes = new ChanceOutcomes(roll, rollP);
    }

    public WykershamRules rules() {
        return rules;
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
    public WykershamState newInitialState() {
        return new WykershamState(this);
    }

    @Override
    public int numDistinctActions() {
        return WykershamActions.SIZE;
    }

    @Override
    public int maxGameLength() {
        return MAX_GAME_LENGTH;
    }
}
