package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The lobby, the language, the game page's frame: what every game shares. */
class ShellUiTest extends UiTestBase {

    @Test
    void theLanguageFollowsTheBrowserThenTheSwitch() {
        BrowserContext french = newContext("fr-FR");
        Page p = french.newPage();
        p.navigate(url("/"));
        assertThat(p.locator("#new-game")).containsText("Adversaire");
        assertThat(p.locator("h2").first()).hasText("Nouvelle partie");

        p.locator("#lang").selectOption("de");
        assertThat(p.locator("h2").first()).hasText("Neue Partie");
        assertThat(p.locator("html")).hasAttribute("lang", "de");
        p.reload();
        assertThat(p.locator("h2").first()).hasText("Neue Partie");
        screenshot(p, "lobby-de");
        french.close();

        page.navigate(url("/"));
        assertThat(page.locator("h2").first()).hasText("New game");
        screenshot(page, "lobby-en");
    }

    @Test
    void everyPageLoadsWithoutAFailedRequestOrAScriptError() {
        List<String> failures = new ArrayList<>();
        page.onConsoleMessage(m -> {
            if (m.type().equals("error")) {
                failures.add(page.url() + ": " + m.text());
            }
        });
        page.onPageError(e -> failures.add(page.url() + ": " + e));
        page.onResponse(r -> {
            if (r.status() >= 400) {
                failures.add(r.status() + " " + r.url());
            }
        });
        page.navigate(url("/"));
        assertThat(page.locator("h2").first()).hasText("New game");
        for (String game : List.of("twixt", "thoughtwave", "wykersham")) {
            page.navigate(url("/rules/" + game));
            assertThat(page.locator("h1").first()).isVisible();
            createGame(page, game, null, Map.of(), "local", null);
            assertThat(page.locator("h1").first()).isVisible();
        }
        // The browser asks for the page's icon on its own; give it a moment.
        page.waitForTimeout(500);
        assertThat(failures).isEmpty();
    }

    @Test
    void theLevelListKeepsItsChoiceAcrossGamesAndNamesTheMaximum() {
        page.navigate(url("/"));
        Locator level = page.locator("#new-game select[name=level]");
        page.locator("#new-game select[name=game]").selectOption("twixt");
        assertThat(level.locator("option")).hasCount(7);
        level.selectOption("7");
        page.locator("#new-game select[name=game]").selectOption("wykersham");
        assertThat(level.locator("option")).hasCount(7);
        assertThat(level).hasValue("7");
        assertThat(level.locator("option").last()).hasText("Level 7");
        // Wykersham's maximum keeps one tree; TwixT's grows two.
        assertThat(level).hasAttribute("title", "level 7 (maximum): 27000 playouts a turn (at most 4 s), focused, whole turns, learnt judge, last two turns solved, best move");
        page.locator("#new-game select[name=game]").selectOption("twixt");
        assertThat(level).hasAttribute("title", "level 7 (maximum): 10000 playouts on each of 2 threads (at most 4 s), best move");
    }

    @Test
    void theLevelTooltipFollowsTheBoardSizeAndTheLevel() {
        page.navigate(url("/"));
        Locator level = page.locator("#new-game select[name=level]");
        page.locator("#new-game select[name=game]").selectOption("twixt");
        level.selectOption("4");
        assertThat(level).hasAttribute("title", "level 4 (club): 100 playouts, focused, noisy choice (T=0.0875)");
        page.locator("#new-game details.options summary").click();
        page.locator("#new-game input[name=opt-width]").fill("12");
        page.locator("#new-game input[name=opt-width]").dispatchEvent("change");
        page.locator("#new-game input[name=opt-height]").fill("12");
        page.locator("#new-game input[name=opt-height]").dispatchEvent("change");
        // 12 x 12 is a small board: its level 4 is a focused 150.
        assertThat(level).hasAttribute("title", "level 4 (club): 150 playouts, focused, noisy choice (T=0.0875)");
        level.selectOption("5");
        assertThat(level).hasAttribute("title", "level 5 (club): 500 playouts, noisy choice (T=0.05)");
    }

    @Test
    void aGameAgainstTheComputerShowsItsPlayersAndRecords() {
        createGame(page, "twixt", "dujardin", Map.of("width", "8", "height", "8"), "computer", "1");
        assertThat(page.locator(".players")).containsText("Computer, level 1");
        assertThat(page.locator("#status")).hasText("Your turn (Red)");
        assertThat(page.locator("a.record[data-format=tsgf]")).isVisible();
        page.locator("#resign").click(); // a confirm dialog: Playwright dismisses dialogs unless handled
        assertThat(page.locator("#status")).hasText("Your turn (Red)");
        page.onDialog(d -> d.accept());
        page.locator("#resign").click();
        assertThat(page.locator("#status")).hasText("Black wins (Red resigns)");
        assertThat(page.locator("#resign")).hasCount(0);
    }

    @Test
    void aRecordThatCannotBeReadShowsWhy() {
        page.navigate(url("/"));
        page.locator("#upload textarea[name=record]").fill("1. Z99\n");
        page.locator("#open-record").click();
        assertThat(page.locator("#error")).isVisible();
        assertThat(page.locator("#error-text")).containsText("Z99");
        assertThat(page).hasURL(url("/"));
    }

    @Test
    void anUnknownGameSaysSo() {
        page.navigate(url("/game/nosuchgame"));
        assertThat(page.locator("#error")).isVisible();
        assertThat(page.locator("main")).containsText("This game does not exist.");
    }

    @Test
    void everyStringExistsInEveryLanguage() {
        page.navigate(url("/"));
        Object missing = page.evaluate("""
                async () => {
                  const dicts = { en: {}, fr: {}, de: {} };
                  for (const l of Object.keys(dicts)) Object.assign(dicts[l], (await import(`/i18n/${l}.js`)).default);
                  for (const g of ['twixt', 'thoughtwave', 'wykersham']) {
                    const m = (await import(`/games/${g}/i18n.js`)).default;
                    for (const l of Object.keys(dicts)) Object.assign(dicts[l], m[l]);
                  }
                  const out = [];
                  for (const l of ['fr', 'de']) {
                    for (const k of Object.keys(dicts.en)) if (!(k in dicts[l])) out.push(l + ':' + k);
                    for (const k of Object.keys(dicts[l])) if (!(k in dicts.en)) out.push('en:' + k);
                  }
                  return out.join(' ');
                }""");
        org.assertj.core.api.Assertions.assertThat((String) missing).as("keys missing in a language").isEmpty();
    }

    @Test
    void aMoveWaitsForItsConfirmationWhenThePlayerAsksForIt() {
        createGame(page, "twixt", "dujardin", Map.of("width", "8", "height", "8"), "local", null);
        page.locator("#confirm-moves").check();
        page.locator("#board [data-hole='C3']").click();
        assertThat(page.locator("#confirm-move")).containsText("Play C3?");
        page.locator("#confirm-no").click();
        assertThat(page.locator("#confirm-move")).isHidden();
        assertThat(page.locator("#board [data-peg]")).hasCount(0);
        assertThat(page.locator("#moves li")).hasCount(0);

        page.locator("#board [data-hole='C3']").click();
        page.locator("#confirm-yes").click();
        assertThat(page.locator("#board [data-peg='C3']")).hasCount(1);
        assertThat(page.locator("#status")).hasText("Black to move");
        // The choice is remembered for the next page.
        page.reload();
        assertThat(page.locator("#confirm-moves")).isChecked();
    }

    @Test
    void anOpenGameAppearsInTheLobbyAndIsJoinedFromThere() {
        page.navigate(url("/"));
        BrowserContext otherContext = newContext("en-GB");
        Page host = otherContext.newPage();
        createGame(host, "thoughtwave", null, Map.of(), "invite", null);
        String id = host.url().replaceAll(".*/game/", "");

        // The lobby already open elsewhere lists the new game without a reload.
        var entry = page.locator("#game-lists [data-list=open] li[data-game='" + id + "']");
        assertThat(entry).containsText("Thoughtwave · Join", new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(15_000));
        entry.locator("a").click();
        page.waitForURL("**/game/" + id);
        assertThat(page.locator(".player[data-seat='1']")).containsText("You");
        assertThat(host.locator(".player[data-seat='1']")).containsText("Player");
        otherContext.close();
    }
}
