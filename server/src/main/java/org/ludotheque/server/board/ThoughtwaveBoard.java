package org.ludotheque.server.board;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ludotheque.engine.State;
import org.ludotheque.engine.thoughtwave.ThoughtwaveActions;
import org.ludotheque.engine.thoughtwave.ThoughtwaveGame;
import org.ludotheque.engine.thoughtwave.ThoughtwaveNotation;
import org.ludotheque.engine.thoughtwave.ThoughtwaveState;
import org.ludotheque.engine.thoughtwave.Tile;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Thoughtwave's position for {@code web/games/thoughtwave/board.js}.
 *
 * <pre>{@code
 * {"size": 10,
 *  "players": ["red", "black"],
 *  "borders": {"red": ["west", "east"], "black": ["north", "south"]},
 *  "tiles": [{"square": "e4", "file": 4, "rank": 3, "mask": 5, "edges": "NS", "kind": "straight",
 *             "owner": "red"}, …],
 *  "last": {…a tile's fields…, "attempt": false} | null,
 *  "supplies": {"red": {"cross": 2, "t": 6, "straight": 5, "bend": 10, "terminator": 1}, "black": {…}},
 *  "tilesLeft": {"red": 24, "black": 24},
 *  "toMove": "red" | null,
 *  "mustPass": false, "swapOffered": false, "handicapPicksLeft": 0,
 *  "losesNextTurn": {"red": false, "black": false},
 *  "penalty": false,
 *  "connected": {"red": false, "black": false},
 *  "network": ["a2", "b2", …]}
 * }</pre>
 *
 * <p>{@code file} and {@code rank} are 0-based (a1 is file 0, rank 0, the bottom-left square);
 * {@code mask} is the wave mask (N 1, E 2, S 4, W 8) and {@code edges} its letters in notation
 * order. Placed tiles belong to nobody in the rules, but the real tiles are red or black, so
 * {@code owner} is the colour that placed the tile (found by replaying the history: the state
 * keeps no owners). {@code last} is the latest placement or, in penalty mode, illegal attempt
 * ({@code attempt: true}: the tile went back to the box, the square stays empty), even when
 * passes, a swap or handicap takes came after it (a forced pass would otherwise hide the tile
 * just laid); null before the first tile. {@code network} lists the
 * squares of the wave network that joins the winner's two borders, empty while nobody is
 * connected.
 */
final class ThoughtwaveBoard implements BoardExport {

    private static final String[] EDGE_NAMES = {"north", "east", "south", "west"};

    @Override
    public String game() {
        return "thoughtwave";
    }

    @Override
    public void write(State state, ObjectNode out) {
        ThoughtwaveState s = (ThoughtwaveState) state;
        ThoughtwaveGame g = s.game();
        int size = g.size();
        String[] players = {g.playerName(0), g.playerName(1)};
        int[] owner = owners(s);

        out.put("size", size);
        out.putArray("players").add(players[0]).add(players[1]);
        ObjectNode borders = out.putObject("borders");
        for (int p = 0; p < 2; p++) {
            ArrayNode list = borders.putArray(players[p]);
            for (int d = 0; d < 4; d++) {
                if ((s.borderEdges(p) & (1 << d)) != 0) {
                    list.add(EDGE_NAMES[d]);
                }
            }
        }
        ArrayNode tiles = out.putArray("tiles");
        for (int sq = 0; sq < size * size; sq++) {
            if (s.tileAt(sq) != 0) {
                tile(tiles.addObject(), g, sq, s.tileAt(sq), players[owner[sq]]);
            }
        }
        writeLast(s, players, out);

        ObjectNode supplies = out.putObject("supplies");
        ObjectNode left = out.putObject("tilesLeft");
        for (int p = 0; p < 2; p++) {
            ObjectNode hand = supplies.putObject(players[p]);
            for (Tile k : Tile.values()) {
                hand.put(kindName(k), s.supply(p, k));
            }
            left.put(players[p], s.tilesLeft(p));
        }
        if (s.isTerminal()) {
            out.putNull("toMove");
        } else {
            out.put("toMove", players[s.playerToMove()]);
        }
        out.put("mustPass", s.mustPass());
        out.put("swapOffered", s.swapOffered());
        out.put("handicapPicksLeft", s.handicapPicksLeft());
        ObjectNode loses = out.putObject("losesNextTurn");
        for (int p = 0; p < 2; p++) {
            loses.put(players[p], s.losesNextTurn(p));
        }
        out.put("penalty", g.rules().penalty());
        ObjectNode connected = out.putObject("connected");
        ArrayNode network = out.putArray("network");
        for (int p = 0; p < 2; p++) {
            boolean c = s.connected(p);
            connected.put(players[p], c);
            if (c && network.isEmpty()) {
                for (int sq : winningNetwork(s, p)) {
                    network.add(g.squareName(sq));
                }
            }
        }
    }

    /** The lower-case kind name the view uses: cross, t, straight, bend, terminator. */
    static String kindName(Tile k) {
        return k.name().toLowerCase(Locale.ROOT);
    }

    private static void tile(ObjectNode t, ThoughtwaveGame g, int square, int mask, String owner) {
        t.put("square", g.squareName(square));
        t.put("file", square % g.size());
        t.put("rank", square / g.size());
        t.put("mask", mask);
        t.put("edges", Tile.edges(mask));
        t.put("kind", kindName(Tile.of(mask)));
        t.put("owner", owner);
    }

    /** Per square, the player who placed its tile: the history replayed from the start. */
    private static int[] owners(ThoughtwaveState s) {
        ThoughtwaveGame g = s.game();
        ThoughtwaveActions act = g.actions();
        int[] owner = new int[g.size() * g.size()];
        ThoughtwaveState replay = g.newInitialState();
        for (int a : s.history()) {
            if (act.isPlace(a)) {
                owner[act.square(a)] = replay.currentPlayer();
            }
            replay.apply(a);
        }
        return owner;
    }

    private static void writeLast(ThoughtwaveState s, String[] players, ObjectNode out) {
        ThoughtwaveGame g = s.game();
        ThoughtwaveActions act = g.actions();
        int i = s.historySize() - 1;
        while (i >= 0 && !act.isPlace(s.historyAt(i)) && !act.isAttempt(s.historyAt(i))) {
            i--;
        }
        if (i < 0) {
            out.putNull("last");
            return;
        }
        int a = s.historyAt(i);
        // Who acted: the player to move just before that action, on a replay of what came before.
        ThoughtwaveState before = g.newInitialState();
        for (int j = 0; j < i; j++) {
            before.apply(s.historyAt(j));
        }
        ObjectNode last = out.putObject("last");
        tile(last, g, act.square(a), act.mask(a), players[before.currentPlayer()]);
        last.put("attempt", act.isAttempt(a));
        last.put("text", ThoughtwaveNotation.placementText(g.squareName(act.square(a)), act.mask(a)));
    }

    /**
     * The squares of a network that leaves through both of {@code player}'s borders: a flood fill
     * along waves (neighbouring tiles always match, so a wave edge always meets a wave).
     */
    private static List<Integer> winningNetwork(ThoughtwaveState s, int player) {
        int size = s.game().size();
        int want = s.borderEdges(player);
        boolean[] seen = new boolean[size * size];
        for (int start = 0; start < size * size; start++) {
            if (s.tileAt(start) == 0 || seen[start]) {
                continue;
            }
            List<Integer> members = new ArrayList<>();
            int reached = 0;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            queue.add(start);
            seen[start] = true;
            while (!queue.isEmpty()) {
                int sq = queue.poll();
                members.add(sq);
                int mask = s.tileAt(sq);
                for (int d = 0; d < 4; d++) {
                    if ((mask & (1 << d)) == 0) {
                        continue;
                    }
                    int nb = s.neighbourSquare(sq, d);
                    if (nb < 0) {
                        reached |= 1 << d;
                    } else if (s.tileAt(nb) != 0 && !seen[nb]) {
                        seen[nb] = true;
                        queue.add(nb);
                    }
                }
            }
            if ((reached & want) == want) {
                members.sort(null);
                return members;
            }
        }
        return List.of();
    }
}
