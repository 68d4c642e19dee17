package org.ludotheque.engine.thoughtwave;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.Zobrist;

/** A Thoughtwave game with fixed rules: board tables, hash keys and the action layout. */
public final class ThoughtwaveGame implements Game {

    private final ThoughtwaveDefinition definition;
    private final Parameters parameters;
    final ThoughtwaveRules rules;
    final int size;
    final int squares;
    final ThoughtwaveActions actions;
    /** Neighbour of square {@code s} in direction {@code d} (0 N, 1 E, 2 S, 3 W) at {@code 4 * s + d}, or -1 off the board. */
    final int[] neighbour;
    /** Per square, the edges (N 1, E 2, S 4, W 8) that lie on the board's border. */
    final int[] borderEdges;
    final String[] squareNames;
    /** Per player, the border flags (N 1, E 2, S 4, W 8) of the two borders they join. */
    final int[] borderPairs;
    /** Zobrist keys: a tile [square * 16 + mask]; a supply count [(player * 5 + kind) * supplyStride + count]. */
    final long[] tileKeys;
    final long[] supplyKeys;
    final int supplyStride;
    final long blackToMoveKey;
    final long swapOfferedKey;
    final long[] lostTurnKeys;
    final long[] picksLeftKeys;
    private final int maxGameLength;

    ThoughtwaveGame(ThoughtwaveDefinition definition, Parameters parameters, ThoughtwaveRules rules) {
        this.definition = definition;
        this.parameters = parameters;
        this.rules = rules;
        this.size = rules.size();
        this.squares = size * size;
        this.actions = new ThoughtwaveActions(squares, rules.penalty());
        neighbour = new int[4 * squares];
        squareNames = new String[squares];
        borderEdges = new int[squares];
        for (int s = 0; s < squares; s++) {
            int file = s % size;
            int rank = s / size;
            neighbour[4 * s] = rank + 1 < size ? s + size : -1;
            neighbour[4 * s + 1] = file + 1 < size ? s + 1 : -1;
            neighbour[4 * s + 2] = rank > 0 ? s - size : -1;
            neighbour[4 * s + 3] = file > 0 ? s - 1 : -1;
            for (int d = 0; d < 4; d++) {
                if (neighbour[4 * s + d] < 0) {
                    borderEdges[s] |= 1 << d;
                }
            }
            squareNames[s] = ThoughtwaveNotation.squareName(file, rank);
        }
        borderPairs = new int[2];
        for (int p = 0; p < 2; p++) {
            Sides sides = rules.sides(p);
            borderPairs[p] = 1 << sides.firstBorder() | 1 << sides.secondBorder();
        }
        int maxCount = 0;
        for (Tile k : Tile.values()) {
            maxCount = Math.max(maxCount, rules.redSupply().count(k) + rules.blackSupply().count(k));
        }
        supplyStride = maxCount + 1;
        tileKeys = Zobrist.keys(0x7457_0001L, 16 * squares);
        supplyKeys = Zobrist.keys(0x7457_0002L, 2 * 5 * supplyStride);
        long[] k = Zobrist.keys(0x7457_1974L, 8);
        blackToMoveKey = k[0];
        swapOfferedKey = k[1];
        lostTurnKeys = new long[] {k[2], k[3]};
        picksLeftKeys = new long[] {0, k[4], k[5], k[6]};
        int tiles = rules.redSupply().total() + rules.blackSupply().total();
        // Every action but a pass spends a tile, takes a handicap tile or swaps (at most 4 of
        // those), and at most three passes follow each other (see ThoughtwaveState).
        maxGameLength = 4 * (tiles + 5);
    }

    public ThoughtwaveRules rules() {
        return rules;
    }

    public int size() {
        return size;
    }

    public ThoughtwaveActions actions() {
        return actions;
    }

    /** Square index of 0-based file (West to East) and rank (South to North). */
    public int square(int file, int rank) {
        return rank * size + file;
    }

    public String squareName(int square) {
        return squareNames[square];
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
    public ThoughtwaveState newInitialState() {
        return new ThoughtwaveState(this);
    }

    @Override
    public int numDistinctActions() {
        return actions.size;
    }

    @Override
    public int maxGameLength() {
        return maxGameLength;
    }
}
