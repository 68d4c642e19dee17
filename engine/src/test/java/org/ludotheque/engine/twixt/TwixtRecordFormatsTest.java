package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.RecordFormat;

class TwixtRecordFormatsTest {

    @Test
    void theFormatsAreRegisteredAfterTheNativeOne() {
        assertThat(TwixtDefinition.INSTANCE.recordFormats()).extracting(RecordFormat::id)
                .containsExactly("moves", "sgf", "tsgf", "t1", "openspiel");
        assertThat(TwixtDefinition.INSTANCE.recordFormatForFile("game.sgf").id()).isEqualTo("sgf");
        assertThat(TwixtDefinition.INSTANCE.recordFormatForFile("game2206555.tsgf").id()).isEqualTo("tsgf");
        assertThat(TwixtDefinition.INSTANCE.recordFormatForFile("saved.T1").id()).isEqualTo("t1");
        assertThat(TwixtDefinition.INSTANCE.recordFormatForFile("saved.t1").id()).isEqualTo("t1");
        assertThat(TwixtDefinition.INSTANCE.recordFormatForFile("line.osp").id()).isEqualTo("openspiel");
        assertThat(TwixtDefinition.INSTANCE.recordFormatForFile("line.actions").id()).isEqualTo("openspiel");
    }

    @Test
    void aRecordReadFromOneFormatMovesToTheNativeOneAndBack() {
        RecordFormat moves = TwixtDefinition.INSTANCE.recordFormat("moves");
        for (String fixture : new String[] {"club-standard.sgf", "ld-default.tsgf", "club.T1", "legal-actions-8.osp"}) {
            RecordFormat f = TwixtDefinition.INSTANCE.recordFormatForFile(fixture);
            GameRecord r = f.read(RecordGames.fixture(fixture), null);
            GameRecord viaNative = moves.read(moves.write(r), null);
            assertThat(viaNative).as(fixture).isEqualTo(r);
            assertThat(f.read(f.write(viaNative), null)).as(fixture).isEqualTo(r);
        }
    }
}
