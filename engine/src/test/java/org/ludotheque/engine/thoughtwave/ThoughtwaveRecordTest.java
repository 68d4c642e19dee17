package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.Serialization;
import org.ludotheque.engine.State;

/** The whole-game format: the generic move list with Thoughtwave's header and moves. */
class ThoughtwaveRecordTest {

    private final RecordFormat format = ThoughtwaveDefinition.INSTANCE.recordFormats().get(0);

    @Test
    void aGameIsWrittenWithItsSizeSuppliesOptionsAndResult() {
        ThoughtwaveState s = Fixtures.play("size=4,first=black", "a2:EW a4:NE b2:EW b4:NW c2:EW c4:NE d2:EW");
        Map<String, String> players = new LinkedHashMap<>();
        players.put("Red", "Ann");
        players.put("Black", "Bob");
        String text = format.write(GameRecord.of(s, players));
        assertThat(text).isEqualTo("""
                [Game "Thoughtwave"]
                [Ruleset "original"]
                [Size "4"]
                [RedSupply "X2 T6 I5 L10 D1"]
                [BlackSupply "X2 T6 I5 L10 D1"]
                [First "black"]
                [Red "Ann"]
                [Black "Bob"]
                [Result "1-0"]
                [Termination "Red connects with Black's tile"]

                1. a2:EW 2. a4:NE 3. b2:EW 4. b4:NW 5. c2:EW 6. c4:NE 7. d2:EW 1-0
                """);
        GameRecord back = format.read(text, null);
        assertThat(back).isEqualTo(GameRecord.of(s));
        assertThat(back.tags()).containsEntry("Red", "Ann").containsEntry("Black", "Bob");
    }

    @Test
    void specialMovesAreWrittenAsWords() {
        ThoughtwaveState s = Fixtures.play("size=5,handicap=1,penalty=true,lostTurns=also-next",
                "take Bend d4:EW illegal(e4:NS) a1:NE pass");
        assertThat(format.write(GameRecord.of(s))).contains(
                "[Penalty \"true\"]", "[LostTurns \"also-next\"]", "[Handicap \"1\"]", "[Result \"*\"]",
                "1. take Bend 2. d4:EW 3. illegal(e4:NS) 4. a1:NE 5. pass *");
        ThoughtwaveState swap = Fixtures.play("size=5,swap=true", "c3:NS swap");
        assertThat(format.write(GameRecord.of(swap))).contains("[Swap \"true\"]", "1. c3:NS 2. swap *");
    }

    @Test
    void aResignationIsTheLastMove() {
        ThoughtwaveState s = Fixtures.play("", "e4:NS resign");
        String text = format.write(GameRecord.of(s));
        assertThat(text).endsWith("1. e4:NS 2. resign 1-0\n").contains("[Termination \"Black resigns\"]");
        assertThat(format.read(text, null)).isEqualTo(GameRecord.of(s));
    }

    @Test
    void handWrittenRecordsMayUsePieceWordsAndComments() {
        String text = """
                [Game "thoughtwave"] [Size "5"]
                {Ann v Bob, club night}
                1. e4 Straight NS 2. c3:ne {a bend}
                3. d5 T NEW *
                """;
        GameRecord r = format.read(text, null);
        assertThat(r).isEqualTo(GameRecord.of(Fixtures.play("size=5", "e4:NS c3:NE d5:NEW")));
        assertThat(format.write(r)).contains("1. e4:NS 2. c3:NE 3. d5:NEW *");
    }

    @Test
    void importRoundTripsExportForEveryOption() {
        String[] specs = {"", "size=5,penalty=true,lostTurns=also-next", "size=6,handicap=2,handicapTo=red",
                "size=5,swap=true", "size=4,first=black,redConnects=north-south,redSupply=X1 L6,blackSupply=T3 D2",
                Fixtures.game("size=4,penalty=true").spec().replace("thoughtwave(", "").replace(")", "")};
        SplittableRandom rng = new SplittableRandom(3);
        for (String spec : specs) {
            ThoughtwaveGame g = Fixtures.game(spec);
            for (int i = 0; i < 40; i++) {
                ThoughtwaveState s = g.newInitialState();
                int stop = rng.nextInt(g.maxGameLength());
                while (!s.isTerminal() && s.historySize() < stop) {
                    s.apply(s.randomLegalAction(rng));
                }
                if (!s.isTerminal() && rng.nextInt(3) == 0) {
                    s.resign(rng.nextInt(2));
                } else if (!s.isTerminal() && rng.nextInt(3) == 0) {
                    s.agreeDraw();
                }
                GameRecord r = GameRecord.of(s);
                String text = format.write(r);
                GameRecord back = format.read(text, null);
                assertThat(back).as(text).isEqualTo(r);
                assertThat(format.write(back)).isEqualTo(text);
                State again = Serialization.read(Serialization.write(s));
                assertThat(again.hash()).isEqualTo(s.hash());
                assertThat(again.outcome()).isEqualTo(s.outcome());
            }
        }
    }

    @Test
    void aMalformedMoveIsReportedAtItsLineAndColumn() {
        String text = "[Game \"Thoughtwave\"]\n\n1. e4:NS 2. c3:NE\n3. d5:NQ *\n";
        assertThatThrownBy(() -> format.read(text, null)).isInstanceOf(RecordException.class)
                .hasMessageContaining("line 4, column 4: move 3 d5:NQ:")
                .hasMessageContaining("'Q' is not an edge")
                .satisfies(e -> {
                    assertThat(((RecordException) e).line()).isEqualTo(4);
                    assertThat(((RecordException) e).column()).isEqualTo(4);
                });
    }

    @Test
    void aMalformedTagIsReportedAtItsLineAndColumn() {
        String text = "[Game \"Thoughtwave\"]\n  [Size 10]\n\n1. e4:NS *\n";
        assertThatThrownBy(() -> format.read(text, null)).isInstanceOf(RecordException.class)
                .hasMessage("line 2, column 3: malformed tag; expected [Name \"value\"]");
    }

    @Test
    void aBadOptionValueIsReportedAtItsTag() {
        assertThatThrownBy(() -> format.read("[Game \"Thoughtwave\"]\n[Size \"3\"]\n\n*\n", null))
                .hasMessage("line 2, column 8: header: option size: 3 is out of range; allowed: 4..26");
        assertThatThrownBy(() -> format.read("[Game \"Thoughtwave\"]\n[Size \"5\"]\n[RedSupply \"X2 Q3\"]\n*\n", null))
                .hasMessageStartingWith("line 3, column 13: header: option redSupply: 'X2 Q3' is not allowed");
        assertThatThrownBy(() -> format.read("[Game \"Thoughtwave\"]\n[Ruleset \"modern\"]\n*\n", null))
                .hasMessageStartingWith("line 2, column 11: header: unknown ruleset 'modern'");
    }

    @Test
    void moveNumbersMustFollowEachOther() {
        assertThatThrownBy(() -> format.read("[Game \"Thoughtwave\"]\n\n1. e4:NS 3. c3:NE *\n", null))
                .hasMessage("line 3, column 10: expected move number 2 but found 3");
    }

    @Test
    void anIllegalMoveIsReportedWithItsNumberAndRule() {
        assertThatThrownBy(() -> format.read("[Game \"Thoughtwave\"]\n\n1. d4:EW 2. e4:NS *\n", null))
                .isInstanceOf(RecordException.class)
                .hasMessage("move 2 e4:NS: e4:NS: e4 west edge is blank but d4 has a wave on its east edge");
    }

    @Test
    void aRecordOfAnotherGameIsRefused() {
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n\n1. K12 *\n", null))
                .hasMessage("line 1, column 8: this record is of game 'TwixT', not Thoughtwave");
    }
}
