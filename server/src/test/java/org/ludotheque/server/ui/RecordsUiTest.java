package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Download;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Records in the browser: open one for review or to play on, step through it, download a game. */
class RecordsUiTest extends UiTestBase {

    private static final Path LITTLE_GOLEM = Path.of("..", "engine", "src", "test", "resources", "twixt", "ld-default.tsgf");

    @Test
    void aLittleGolemRecordOpensForReviewAndStepsMoveByMove() {
        page.navigate(url("/"));
        page.locator("#upload select[name=upload-game]").selectOption("twixt");
        page.locator("#upload input[name=file]").setInputFiles(LITTLE_GOLEM);
        assertThat(page.locator("#upload textarea[name=record]")).hasValue(java.util.regex.Pattern.compile("^\\(;FF\\[4\\]"));
        page.locator("#open-record").click();
        page.waitForURL("**/game/*");
        assertThat(page.locator("#review-note")).hasText("Review of an uploaded record");
        assertThat(page.locator("#status")).hasText("Black wins (Red resigns)");
        assertThat(page.locator("#resign")).hasCount(0);
        int turns = page.locator("#moves li").count();
        assertThat(turns).isGreaterThanOrEqualTo(5);

        page.locator("#first").click();
        assertThat(page.locator("#replay-at")).containsText("Position after move 0 of");
        assertThat(page.locator("#board [data-peg]")).hasCount(0);
        page.locator("#next").click();
        assertThat(page.locator("#replay-at")).containsText("Position after move 1 of");
        assertThat(page.locator("#board [data-peg]")).hasCount(1);
        page.keyboard().press("ArrowRight");
        assertThat(page.locator("#replay-at")).containsText("Position after move 2 of");
        page.locator("#last").click();
        assertThat(page.locator("#replay-at")).hasCount(0);
        screenshot(page, "review-twixt");
    }

    @Test
    void aRecordTheRulesRefuseChangesNothing() {
        page.navigate(url("/"));
        page.locator("#upload textarea[name=record]").fill("1. C3\n2. C3\n");
        page.locator("#open-record").click();
        assertThat(page.locator("#error-text")).containsText("C3");
        assertThat(page).hasURL(url("/"));
    }

    @Test
    void aGameDownloadsInEachFormatOfItsGame() throws Exception {
        createGame(page, "twixt", "dujardin", Map.of("width", "8", "height", "8"), "local", null);
        page.locator("#board [data-hole='C3']").click();
        assertThat(page.locator("#board [data-peg='C3']")).hasCount(1);
        page.locator("#board [data-hole='F6']").click();
        assertThat(page.locator("#board [data-peg='F6']")).hasCount(1);

        Download sgf = page.waitForDownload(() -> page.locator("a.record[data-format=sgf]").click());
        assertThat(sgf.suggestedFilename()).endsWith(".sgf");
        String text = Files.readString(sgf.path());
        assertThat(text).startsWith("(;").contains("SZ[8]");

        Download moves = page.waitForDownload(() -> page.locator("a.record[data-format=moves]").click());
        assertThat(Files.readString(moves.path())).contains("C3").contains("F6");
    }

    @Test
    void aRecordIsPlayedOnAgainstTheComputer() {
        page.navigate(url("/"));
        page.locator("#upload textarea[name=record]").fill(
                "[Game \"TwixT\"]\n[Ruleset \"dujardin\"]\n[Width \"8\"]\n[Height \"8\"]\n\n1. C3 2. F6 *\n");
        assertThat(page.locator("#upload select[name=upload-opponent]")).isHidden();
        page.locator("#upload select[name=mode]").selectOption("continue");
        page.locator("#upload select[name=upload-opponent]").selectOption("computer");
        // The level list follows the record's game.
        assertThat(page.locator("#upload select[name=upload-level] option")).hasCount(7);
        page.locator("#upload select[name=upload-game]").selectOption("wykersham");
        assertThat(page.locator("#upload select[name=upload-level] option")).hasCount(7);
        page.locator("#upload select[name=upload-game]").selectOption("twixt");
        assertThat(page.locator("#upload select[name=upload-level] option")).hasCount(7);
        page.locator("#upload select[name=upload-level]").selectOption("1");
        page.locator("#open-record").click();
        page.waitForURL("**/game/*");
        assertThat(page.locator("#board [data-peg='C3']")).hasCount(1);
        assertThat(page.locator("#board [data-peg='F6']")).hasCount(1);
        assertThat(page.locator(".player[data-seat='1']")).containsText("Computer, level 1");
        assertThat(page.locator("#status")).hasText("Your turn (Red)");
        page.locator("#board [data-hole='D5']").click();
        // The computer answers: a third peg of Black's appears after Red's D5.
        assertThat(page.locator("#board [data-peg][data-colour='black']")).hasCount(2);
        assertThat(page.locator("#status")).hasText("Your turn (Red)");
    }
}
