package org.ludotheque.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Java code of {@code docs/java-api.md} is the code the two {@code JavaApiGuideTest} classes
 * run, block for block and in order, so the guide cannot drift from an API that compiles. (The
 * tests run in the module's folder; the repository is one level up.)
 */
class JavaApiGuideDocTest {

    private static final Path ROOT = Path.of("..");

    @Test
    void everyJavaBlockOfTheGuideIsRunByATest() throws IOException {
        List<String> run = new ArrayList<>();
        run.addAll(guideBlocks(ROOT.resolve("engine/src/test/java/org/ludotheque/engine/JavaApiGuideTest.java")));
        run.addAll(guideBlocks(ROOT.resolve("ai/src/test/java/org/ludotheque/ai/JavaApiGuideTest.java")));
        List<String> documented = javaBlocks(ROOT.resolve("docs/java-api.md"));
        assertThat(run).hasSizeGreaterThanOrEqualTo(8);
        assertThat(documented).containsExactlyElementsOf(run);
    }

    /** The blocks between a {@code // guide} line and the next {@code // end} line, de-indented. */
    static List<String> guideBlocks(Path source) throws IOException {
        return blocks(Files.readAllLines(source), "// guide", "// end");
    }

    /** The fenced {@code java} blocks of a Markdown file, de-indented. */
    static List<String> javaBlocks(Path markdown) throws IOException {
        return blocks(Files.readAllLines(markdown), "```java", "```");
    }

    private static List<String> blocks(List<String> lines, String open, String close) {
        List<String> found = new ArrayList<>();
        List<String> current = null;
        for (String line : lines) {
            if (current == null) {
                if (line.strip().equals(open)) {
                    current = new ArrayList<>();
                }
            } else if (line.strip().equals(close)) {
                found.add(deindent(current));
                current = null;
            } else {
                current.add(line);
            }
        }
        assertThat(current).as("a block opened by " + open + " is closed").isNull();
        return found;
    }

    private static String deindent(List<String> lines) {
        int indent = lines.stream().filter(l -> !l.isBlank())
                .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            text.append(line.isBlank() ? "" : line.substring(indent)).append('\n');
        }
        return text.toString();
    }
}
