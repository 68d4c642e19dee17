package org.ludotheque.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The contract every registered game keeps, checked on random playouts of every ruleset (and a
 * few option variants): legal actions agree with each other, apply then undo restores the
 * position, copies are independent, serialisation round-trips, terminal states have returns.
 */
class ConformanceTest {

    /** Option variants worth covering beyond each ruleset's defaults. */
    private static final List<String> VARIANTS = List.of(
            "twixt(ruleset=dujardin,width=8,height=6)",
            "twixt(ruleset=standard,width=7,height=7,pegs=6,links=5)",
            "twixt(ruleset=t1,width=8,height=8,pegs=5,links=3)",
            "twixt(ruleset=pp,width=6,height=6,swap=none,drawCheck=false)");

    static List<String> specs() {
        List<String> specs = new ArrayList<>();
        for (GameDefinition d : Games.all()) {
            for (Ruleset r : d.rulesets()) {
                specs.add(d.create(Parameters.resolve(d, r.name(), java.util.Map.of())).spec());
            }
        }
        for (String v : VARIANTS) {
            String id = v.substring(0, v.indexOf('('));
            if (Games.all().stream().anyMatch(d -> d.id().equals(id))) {
                specs.add(v);
            }
        }
        return specs;
    }

    @Provide
    Arbitrary<String> games() {
        return Arbitraries.of(specs());
    }

    @Property(tries = 40)
    void randomPlayoutsKeepTheInvariants(@ForAll("games") String spec, @ForAll long seed) {
        Game game = Games.load(spec);
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        int steps = 0;
        while (!s.isTerminal()) {
            checkInvariants(s);
            int before = s.historySize();
            long hash = s.hash();
            int[] legal = s.legalActions();
            int a = s.randomLegalAction(rng);
            assertThat(legal).contains(a);
            s.apply(a);
            assertThat(s.historySize()).isEqualTo(before + 1);
            // apply then undo restores the position and its legal actions
            if (steps % 3 == 0) {
                State copy = s.copy();
                s.undo();
                assertThat(s.hash()).as("hash after undo of %s", a).isEqualTo(hash);
                assertThat(s.legalActions()).as("legal actions after undo").isEqualTo(legal);
                s.apply(a);
                assertThat(s.hash()).isEqualTo(copy.hash());
                assertThat(s.legalActions()).isEqualTo(copy.legalActions());
                assertThat(s.outcome()).isEqualTo(copy.outcome());
            }
            steps++;
            assertThat(steps).as("game length bound").isLessThanOrEqualTo(game.maxGameLength());
        }
        assertThat(s.legalActions()).isEmpty();
        assertThat(s.legalActionCount()).isZero();
        assertThat(s.outcome().isOver()).isTrue();
        double[] r = s.returns();
        assertThat(Arrays.stream(r).sum()).isEqualTo(0.0);
        for (double v : r) {
            assertThat(v).isIn(-1.0, 0.0, 1.0);
        }
        int w = s.outcome().winner();
        if (w >= 0) {
            assertThat(r[w]).isEqualTo(1.0);
        }
    }

    private static void checkInvariants(State s) {
        int p = s.currentPlayer();
        if (p == State.CHANCE) {
            ChanceOutcomes co = s.chanceOutcomes();
            assertThat(co.size()).isPositive();
            assertThat(Arrays.stream(co.probabilities()).sum()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
            assertThat(co.actions()).containsExactly(s.legalActions());
        } else {
            assertThat(p).isBetween(0, s.game().numPlayers() - 1);
        }
        int[] legal = s.legalActions();
        assertThat(legal).as("a live state has a legal action").isNotEmpty();
        assertThat(legal.length).isEqualTo(s.legalActionCount());
        for (int i = 1; i < legal.length; i++) {
            assertThat(legal[i]).as("legal actions ascend").isGreaterThan(legal[i - 1]);
        }
        for (int a : legal) {
            assertThat(s.isLegal(a)).isTrue();
            assertThat(s.whyIllegal(a)).isNull();
            assertThat(a).isBetween(0, s.game().numDistinctActions() - 1);
            String text = s.actionToString(a);
            assertThat(s.parseAction(text)).as("action text %s reads back", text).isEqualTo(a);
        }
        assertThat(s.returns()).containsOnly(0.0);
        assertThat(s.outcome().isOver()).isFalse();
    }

    /**
     * Many playouts from one position, each undone back to it (how a search that undoes uses a
     * state): the position, its hash and its legal actions come back every time, and no playout
     * meets an action the state wrongly offered.
     */
    @Property(tries = 25)
    void playoutsUndoneBackToTheStartLeaveItAsItWas(@ForAll("games") String spec, @ForAll long seed) {
        Game game = Games.load(spec);
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = rng.nextInt(12); i > 0 && !s.isTerminal(); i--) {
            s.apply(s.randomLegalAction(rng));
        }
        int base = s.historySize();
        long hash = s.hash();
        int[] legal = s.legalActions();
        String picture = s.toString();
        for (int round = 0; round < 25; round++) {
            while (!s.isTerminal()) {
                s.apply(s.randomLegalAction(rng));
            }
            while (s.historySize() > base) {
                s.undo();
            }
            assertThat(s.hash()).isEqualTo(hash);
            assertThat(s.legalActions()).isEqualTo(legal);
        }
        assertThat(s.toString()).isEqualTo(picture);
    }

    /**
     * The search's unchecked play and the checked one reach the same states: one game played
     * both ways, action by action, keeps the same hash, history, picture and legal actions, and
     * undoes alike.
     */
    @Property(tries = 25)
    void applyLegalPlaysWhatApplyPlays(@ForAll("games") String spec, @ForAll long seed) {
        Game game = Games.load(spec);
        State checked = game.newInitialState();
        State unchecked = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        while (!checked.isTerminal()) {
            int a = checked.randomLegalAction(rng);
            checked.apply(a);
            unchecked.applyLegal(a);
            assertThat(unchecked.hash()).isEqualTo(checked.hash());
            assertThat(unchecked.history()).isEqualTo(checked.history());
            assertThat(unchecked.legalActions()).isEqualTo(checked.legalActions());
            assertThat(unchecked.toString()).isEqualTo(checked.toString());
        }
        while (checked.historySize() > 0) {
            checked.undo();
            unchecked.undo();
            assertThat(unchecked.hash()).isEqualTo(checked.hash());
        }
        assertThat(unchecked.toString()).isEqualTo(game.newInitialState().toString());
    }

    @Property(tries = 30)
    void copiesAreIndependent(@ForAll("games") String spec, @ForAll long seed) {
        Game game = Games.load(spec);
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = 0; i < 10 + rng.nextInt(40) && !s.isTerminal(); i++) {
            s.apply(s.randomLegalAction(rng));
        }
        State copy = s.copy();
        long hash = s.hash();
        int[] history = s.history();
        String picture = s.toString();
        while (!copy.isTerminal()) {
            copy.apply(copy.randomLegalAction(rng));
        }
        assertThat(s.hash()).isEqualTo(hash);
        assertThat(s.history()).isEqualTo(history);
        assertThat(s.toString()).isEqualTo(picture);
        while (!s.isTerminal()) {
            s.apply(s.randomLegalAction(rng));
        }
        assertThat(copy.historySize()).isGreaterThanOrEqualTo(history.length);
    }

    @Property(tries = 30)
    void serialisationRoundTrips(@ForAll("games") String spec, @ForAll long seed) {
        Game game = Games.load(spec);
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        int stop = rng.nextInt(200);
        for (int i = 0; i < stop && !s.isTerminal(); i++) {
            s.apply(s.randomLegalAction(rng));
        }
        if (!s.isTerminal() && rng.nextInt(3) == 0 && s.currentPlayer() >= 0) {
            s.resign(s.currentPlayer());
        }
        State back = Serialization.read(Serialization.write(s));
        assertThat(back.hash()).isEqualTo(s.hash());
        assertThat(back.history()).isEqualTo(s.history());
        assertThat(back.outcome()).isEqualTo(s.outcome());
        assertThat(back.game().spec()).isEqualTo(game.spec());

        RecordFormat nativeFormat = game.definition().recordFormats().get(0);
        GameRecord record = GameRecord.of(s);
        GameRecord read = nativeFormat.read(nativeFormat.write(record), null);
        assertThat(read).isEqualTo(record);
        assertThat(read.replay().hash()).isEqualTo(s.hash());
    }

    /** The game after up to {@code atMost} random actions (fewer where it ends sooner). */
    private static State playedAtRandom(Game game, SplittableRandom rng, int atMost) {
        State s = game.newInitialState();
        for (int i = rng.nextInt(atMost); i > 0 && !s.isTerminal(); i--) {
            s.apply(s.randomLegalAction(rng));
        }
        return s;
    }

    /** Text a person or another program might send: a valid text with a few characters changed. */
    private static String damaged(String text, SplittableRandom rng) {
        String[] inserts = {"99999999999", "2147483648", "-1", "0", "...", ":", ";", "@", "(", "]", "\"", "\u00e9", "\n"};
        StringBuilder sb = new StringBuilder(text);
        for (int e = 1 + rng.nextInt(3); e > 0 && sb.length() > 0; e--) {
            int at = rng.nextInt(sb.length());
            switch (rng.nextInt(4)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.setCharAt(at, (char) (32 + rng.nextInt(95)));
                case 2 -> sb.insert(at, inserts[rng.nextInt(inserts.length)]);
                default -> sb.delete(at, Math.min(sb.length(), at + rng.nextInt(12)));
            }
        }
        return sb.toString();
    }

    /** A damaged record in any of the game's formats is read, or refused with a RecordException that says why. */
    @Property(tries = 60)
    void damagedRecordsAreReadOrRefusedWithAReason(@ForAll("games") String spec, @ForAll long seed) {
        Game game = Games.load(spec);
        SplittableRandom rng = new SplittableRandom(seed);
        State s = playedAtRandom(game, rng, 60);
        for (RecordFormat f : game.definition().recordFormats()) {
            String text;
            try {
                text = f.write(GameRecord.of(s));
            } catch (IllegalArgumentException cannotHold) {
                continue; // this format cannot hold this game (say, a variant's options)
            }
            for (int k = 0; k < 10; k++) {
                String bad = damaged(text, rng);
                for (Game rules : new Game[] {null, game}) {
                    try {
                        f.read(bad, rules).replay();
                    } catch (RecordException refused) {
                        assertThat(refused.getMessage()).as(f.id() + ": " + bad).isNotBlank();
                    }
                }
            }
        }
    }

    /** A damaged turn text is played, or refused with a message and the position left as it was. */
    @Property(tries = 60)
    void damagedTurnTextsArePlayedOrRefusedAndChangeNothing(@ForAll("games") String spec, @ForAll long seed) {
        Game game = Games.load(spec);
        SplittableRandom rng = new SplittableRandom(seed);
        State s = playedAtRandom(game, rng, 80);
        if (s.isTerminal()) {
            return;
        }
        State played = s.copy();
        int from = played.historySize();
        int turn = played.turn();
        do {
            played.apply(played.randomLegalAction(rng));
        } while (!played.isTerminal() && played.turn() == turn);
        Notation notation = game.definition().notation();
        String text = notation.turnText(s, played.history(), from, played.historySize());
        for (int k = 0; k < 10; k++) {
            String bad = damaged(text, rng);
            State trial = s.copy();
            try {
                notation.playTurn(trial, bad);
            } catch (IllegalArgumentException | IllegalStateException refused) {
                assertThat(refused).as(bad).isNotInstanceOf(NumberFormatException.class);
                assertThat(refused.getMessage()).as(bad).isNotBlank();
                assertThat(trial.history()).as(bad).isEqualTo(s.history());
                assertThat(trial.hash()).as(bad).isEqualTo(s.hash());
            }
        }
    }

    @Property(tries = 20)
    void theSameSeedPlaysTheSameGame(@ForAll("games") String spec, @ForAll long seed) {
        Game game = Games.load(spec);
        assertThat(playout(game, seed)).isEqualTo(playout(game, seed));
    }

    private static int[] playout(Game game, long seed) {
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        while (!s.isTerminal()) {
            s.apply(s.randomLegalAction(rng));
        }
        return s.history();
    }
}
