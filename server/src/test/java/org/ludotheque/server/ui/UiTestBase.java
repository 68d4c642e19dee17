package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.ludotheque.server.LudoServer;

/**
 * Browser tests: a real server on a free port and a fresh H2 database, driven by Playwright in
 * Debian's Chromium ({@code /usr/bin/chromium}; {@code .ci/run} installs it). Nothing is
 * downloaded. One server and one browser per test class; a fresh context (cookies) per test.
 * Screenshots go to {@code target/screenshots/} for review.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class UiTestBase {

    static final Path CHROMIUM = Path.of(System.getProperty("chromium", "/usr/bin/chromium"));

    /** The server's database folder (a @TempDir field is not yet set in a @BeforeAll). */
    protected Path dataDir;

    protected LudoServer server;
    /** The server's port, kept across a restart. */
    protected int port;
    protected Playwright playwright;
    protected Browser browser;
    protected BrowserContext context;
    protected Page page;

    @BeforeAll
    void startServerAndBrowser() throws java.io.IOException {
        if (!Files.isExecutable(CHROMIUM)) {
            throw new IllegalStateException("browser tests need Chromium at " + CHROMIUM
                    + " (apt-get install chromium; .ci/run installs it)");
        }
        dataDir = Files.createTempDirectory("ludotheque-ui");
        server = LudoServer.start(LudoServer.Config.defaults().withPort(0).withDataDir(dataDir));
        port = server.port();
        playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(CHROMIUM)
                .setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync")));
    }

    @AfterAll
    void stopServerAndBrowser() {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
        if (server != null) {
            server.close();
        }
        if (dataDir != null) {
            try (var files = Files.walk(dataDir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (java.io.IOException e) {
                // a temporary folder left behind is harmless
            }
        }
    }

    @BeforeEach
    void newContext() {
        context = newContext("en-GB");
        page = context.newPage();
    }

    @AfterEach
    void closeContext() {
        if (context != null) {
            context.close();
        }
    }

    /** Opens the invitation shown on {@code page} (the creator's) in a new page of {@code other}: the page of the one who joins, on the game. */
    protected Page joinByInvitation(BrowserContext other) {
        String invitation = page.locator("#invite-link").inputValue();
        Page joined = other.newPage();
        joined.navigate(invitation);
        joined.waitForURL(page.url());
        return joined;
    }

    /** Starts the server again, after {@code server.close()}, on the same port and database. */
    protected void startServerAgain() {
        server = LudoServer.start(LudoServer.Config.defaults().withPort(port).withDataDir(dataDir));
    }

    /** A new browser context (its own cookies: another person) whose browser prefers {@code locale}. */
    protected BrowserContext newContext(String locale) {
        BrowserContext c = browser.newContext(new Browser.NewContextOptions()
                .setLocale(locale)
                .setViewportSize(1280, 900));
        c.setDefaultTimeout(15_000);
        return c;
    }

    protected String url(String path) {
        return "http://localhost:" + port + path;
    }

    /**
     * Creates a game from the lobby form as a player would, and waits for the game page.
     * {@code opponent} is {@code computer}, {@code invite} or {@code local}; {@code level} only
     * for the computer; {@code options} fill the option fields by option key.
     */
    protected void createGame(Page p, String game, String ruleset, Map<String, String> options,
                              String opponent, String level) {
        createGame(p, game, ruleset, options, opponent, level, null);
    }

    /** As above, taking seat {@code seat} (0 or 1; null keeps the form's first seat). */
    protected void createGame(Page p, String game, String ruleset, Map<String, String> options,
                              String opponent, String level, String seat) {
        p.navigate(url("/"));
        Locator form = p.locator("#new-game");
        form.locator("select[name=game]").selectOption(game);
        if (ruleset != null) {
            form.locator("select[name=ruleset]").selectOption(ruleset);
        }
        form.locator("select[name=opponent]").selectOption(opponent);
        if (level != null) {
            form.locator("select[name=level]").selectOption(level);
        }
        if (seat != null) {
            form.locator("select[name=seat]").selectOption(seat);
        }
        if (!options.isEmpty()) {
            form.locator("details.options > summary").click(); // the options are folded away
        }
        for (var e : options.entrySet()) {
            Locator field = form.locator("[name='opt-" + e.getKey() + "']");
            if ("checkbox".equals(field.getAttribute("type"))) {
                field.setChecked(Boolean.parseBoolean(e.getValue()));
            } else if ("select".equalsIgnoreCase((String) field.evaluate("e => e.tagName"))) {
                field.selectOption(e.getValue());
            } else {
                field.fill(e.getValue());
            }
        }
        form.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(
                java.util.regex.Pattern.compile("create|créer|erstellen", java.util.regex.Pattern.CASE_INSENSITIVE))).click();
        p.waitForURL("**/game/*");
        p.locator("#board svg").first().waitFor();
    }

    /**
     * A small TwixT game (8 × 8) between this page's player, Red, and a second person who joins by
     * invitation in a browser of their own that prefers {@code locale}; the second's page (close
     * its {@code context()} at the end).
     */
    protected Page smallTwixtBetweenPeople(String locale) {
        createGame(page, "twixt", "dujardin", Map.of("width", "8", "height", "8"), "invite", null);
        return joinByInvitation(newContext(locale));
    }

    /** Resigns on {@code p}, confirming, and waits for the result. */
    protected static void resign(Page p) {
        p.onceDialog(d -> d.accept());
        p.locator("#resign").click();
        assertThat(p.locator("#status.over")).isVisible();
    }

    /** The move list's entries, one a turn. */
    protected static Locator moves(Page p) {
        return p.locator("#moves li");
    }

    /** Clicks a TwixT hole and waits for the move list to grow by one turn. */
    protected static void play(Page p, String hole) {
        int before = moves(p).count();
        p.locator("#board [data-hole='" + hole + "']").click();
        assertThat(moves(p)).hasCount(before + 1);
    }

    /** Saves a screenshot under {@code target/screenshots/NAME.png} for the review. */
    protected void screenshot(Page p, String name) {
        p.screenshot(new Page.ScreenshotOptions().setPath(Path.of("target", "screenshots", name + ".png")).setFullPage(true));
    }
}
