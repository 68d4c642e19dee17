package org.ludotheque.app;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Runs the command line in-process with given input, and compares output with golden transcripts. */
final class Cli {

    final int exitCode;
    final String out;
    final String err;

    private Cli(int exitCode, String out, String err) {
        this.exitCode = exitCode;
        this.out = out;
        this.err = err;
    }

    static Cli withInput(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(code, out.toString(), err.toString());
    }

    static Cli run(String... args) {
        return withInput("", args);
    }

    /**
     * Compares with {@code src/test/resources/golden/NAME}. Run the tests with
     * {@code -Dgolden.update=true} to rewrite the files after a deliberate change, then review the diff.
     */
    static void assertGolden(String name, String actual) {
        Path file = Path.of("src/test/resources/golden", name);
        try {
            if (Boolean.getBoolean("golden.update")) {
                Files.writeString(file, actual, StandardCharsets.UTF_8);
            }
            assertThat(actual).as("golden transcript " + name).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError("cannot read golden file " + file, e);
        }
    }
}
