package org.ludotheque.ai.knowledge.wykersham;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;

/**
 * The weights of {@link WykershamJudge}, one flat array in four blocks, and the judge's squared
 * error of one turn by band of turns as measured in training (the spread of what it cannot
 * foresee). Stored gzipped: a header, the floats, the errors ({@link #write}, {@link #read}).
 * The standard weights are a resource made by {@code ludotheque train wykersham} (docs/ai-knowledge.md
 * gives the command).
 */
public final class JudgeWeights {

    /** Bands of three turns: turns 0–2, 3–5, …, 27–29. */
    public static final int BANDS = 10;
    static final int LINES = 21;
    /** Patterns of a line's five cups, each empty, own, the other's or both. */
    static final int PATTERNS = 1024;
    /** Marbles in a line counted up to this. */
    static final int MARBLE_CAP = 15;

    /** Block of the lines at the current offsets: [band][line][pattern]. */
    static final int CURRENT = 0;
    /** Block of the lines as one one-notch slide would leave them: [band][line][pattern]. */
    static final int SLID = CURRENT + BANDS * LINES * PATTERNS;
    /** Block of a line's cups and marbles of each side: [band][line][side][cups 0–5][marbles 0–15]. */
    static final int COUNTS = SLID + BANDS * LINES * PATTERNS;
    /** Block of one weight per band. */
    static final int BIAS = COUNTS + BANDS * LINES * 2 * 6 * (MARBLE_CAP + 1);
    static final int SIZE = BIAS + BANDS;

    private static final int MAGIC = 0x574A_4447; // "WJDG"
    private static final int VERSION = 1;
    private static final String RESOURCE = "wykersham-judge.bin.gz";
    private static final String NOT_WEIGHTS = "not a Wykersham judge's weights";

    final float[] w;
    /** Squared error of one turn's judgement by band, in marbles². */
    final double[] turnError;

    private JudgeWeights(float[] w, double[] turnError) {
        this.w = w;
        this.turnError = turnError;
    }

    /** All weights zero, the start of training; each band's error 1. */
    static JudgeWeights zero() {
        double[] e = new double[BANDS];
        java.util.Arrays.fill(e, 1.0);
        return new JudgeWeights(new float[SIZE], e);
    }

    /** A copy that training may change (the shipped weights are shared read-only). */
    JudgeWeights copy() {
        return new JudgeWeights(w.clone(), turnError.clone());
    }

    /** The band of a turn (0…29). */
    static int band(int turn) {
        return Math.min(turn, 29) / 3;
    }

    private static final class Standard {
        static final JudgeWeights INSTANCE = load();

        private static JudgeWeights load() {
            try (InputStream in = JudgeWeights.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("resource " + RESOURCE + " is missing");
                }
                return read(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The shipped weights, read once (read-only; shared by every search thread). */
    public static JudgeWeights standard() {
        return Standard.INSTANCE;
    }

    public static JudgeWeights read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    /** Reads weights written by {@link #write}; a file of another kind is refused. */
    public static JudgeWeights read(InputStream raw) throws IOException {
        try {
            return readGzipped(raw);
        } catch (ZipException | EOFException e) {
            throw new IOException(NOT_WEIGHTS + " (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")", e);
        }
    }

    private static JudgeWeights readGzipped(InputStream raw) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(new GZIPInputStream(raw)));
        if (in.readInt() != MAGIC) {
            throw new IOException(NOT_WEIGHTS);
        }
        int version = in.readInt();
        if (version != VERSION || in.readInt() != SIZE) {
            throw new IOException("Wykersham judge weights of another layout (version " + version + ")");
        }
        float[] w = new float[SIZE];
        for (int i = 0; i < SIZE; i++) {
            w[i] = in.readFloat();
        }
        double[] e = new double[BANDS];
        for (int i = 0; i < BANDS; i++) {
            e[i] = in.readDouble();
        }
        return new JudgeWeights(w, e);
    }

    public void write(Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            write(out);
        }
    }

    public void write(OutputStream raw) throws IOException {
        GZIPOutputStream gz = new GZIPOutputStream(raw);
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(gz));
        out.writeInt(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(SIZE);
        for (float x : w) {
            out.writeFloat(x);
        }
        for (double x : turnError) {
            out.writeDouble(x);
        }
        out.flush();
        gz.finish();
    }

    /** The squared error of one turn's judgement in {@code band}, in marbles² (measured in training). */
    public double turnError(int band) {
        return turnError[band];
    }
}
