package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongPredicate;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.RecordFormat;

/** Games for the record-format tests (random peg-only games and fixtures), and the checks every format passes. */
final class RecordGames {

    enum End { NONE, RESIGN, DRAW }

    private RecordGames() {
    }

    static Game game(String spec) {
        return Games.load(spec);
    }

    /**
     * A random game of pegs only (every turn as {@link TwixtNotation#playPegTurn} plays it): the
     * second player swaps when {@code swap} and the rules allow it; it stops after {@code maxMoves}
     * or at the end, then a resignation or an agreed draw when the game is not over.
     */
    static GameRecord random(Game game, long seed, int maxMoves, boolean swap, End end) {
        SplittableRandom rng = new SplittableRandom(seed);
        TwixtState s = (TwixtState) game.newInitialState();
        int holes = s.geometry().holes;
        for (int n = 0; n < maxMoves && !s.isTerminal(); n++) {
            if (s.turn() == 1 && swap && s.isLegal(s.actions().swap)) {
                s.apply(s.actions().swap);
                continue;
            }
            int[] legal = s.legalActions();
            int count = 0;
            for (int a : legal) {
                if (a < holes) {
                    count++;
                }
            }
            int pick = rng.nextInt(count);
            for (int a : legal) {
                if (a < holes && pick-- == 0) {
                    TwixtNotation.playPegTurn(s, s.geometry().col(a), s.geometry().row(a));
                    break;
                }
            }
        }
        if (!s.isTerminal()) {
            if (end == End.RESIGN) {
                s.resign(s.currentPlayer());
            } else if (end == End.DRAW) {
                s.agreeDraw();
            }
        }
        return GameRecord.of(s, Map.of(TwixtRecords.RED, "Ada Red", TwixtRecords.BLACK, "Bo Black"));
    }

    /** A random game played to its end without the draw check that goes on after a blocked draw. */
    static GameRecord pastBlockedDraw(String spec, boolean swap) {
        Game open = game(spec);
        for (long seed = 1; seed < 500; seed++) {
            GameRecord r = random(open, seed, 10_000, swap, End.NONE);
            if (TwixtRecords.playsPastBlockedDraw(r)) {
                return r;
            }
        }
        throw new AssertionError("no game found that goes on after a blocked draw");
    }

    static String fixture(String name) {
        try (InputStream in = RecordGames.class.getResourceAsStream("/twixt/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Column and row (0-based, row from the top) of a hole name. */
    static int[] hole(String name, TwixtState s) {
        return TwixtNotation.parseHole(name, s.geometry().width, s.geometry().height);
    }

    /** Colour on a named hole: -1 empty, 0 red, 1 black. */
    static int peg(TwixtState s, String name) {
        int[] cr = hole(name, s);
        return s.pegAt(cr[0], cr[1]);
    }

    /** Writes the record, reads it back (the same record) and writes that again (the same text); the record read back. */
    static GameRecord assertRoundTrip(RecordFormat format, GameRecord record) {
        String text = format.write(record);
        GameRecord back = format.read(text, null);
        assertThat(back).as(text).isEqualTo(record);
        assertThat(format.write(back)).as(text).isEqualTo(text);
        return back;
    }

    /** Twenty random games of {@code spec} played to their end (swapping where {@code swap} says), through the format and back. */
    static void assertGamesPlayedToTheEndRoundTrip(RecordFormat format, String spec, LongPredicate swap) {
        Game game = game(spec);
        for (long seed = 1; seed <= 20; seed++) {
            GameRecord record = random(game, seed, 1000, swap.test(seed), End.NONE);
            assertThat(record.replay().isTerminal()).isTrue();
            assertRoundTrip(format, record);
        }
    }

    /** Reading {@code text} is refused at {@code line} and {@code column} with a message that says {@code message}. */
    static void assertMalformed(RecordFormat format, String text, int line, int column, String message) {
        assertThatThrownBy(() -> format.read(text, null))
                .as(text)
                .isInstanceOfSatisfying(RecordException.class, e -> {
                    assertThat(e.line()).as(text + ": line").isEqualTo(line);
                    assertThat(e.column()).as(text + ": column").isEqualTo(column);
                })
                .hasMessageStartingWith("line " + line + ", column " + column + ": ")
                .hasMessageContaining(message);
    }
}
