package org.ludotheque.engine.twixt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Precomputed board tables for one board size, shared by every state of that size: holes,
 * knight neighbours, link slots and which link slots cross each other.
 *
 * <p>Hole {@code h = row * width + col}, rows from the top. A link slot is {@code h * 4 + d},
 * {@code h} its left end and {@code d} one of the four knight steps going right.
 */
final class TwixtGeometry {

    /** Knight steps (dc, dr) going right: the four link directions of a slot. */
    static final int[] FWD_DC = {1, 2, 2, 1};
    static final int[] FWD_DR = {-2, -1, 1, 2};

    final int width;
    final int height;
    final int holes;
    final int linkSlots;
    /** False for the four corners, which do not exist. */
    final boolean[] exists;
    /** Column and row of each hole (tables: the hot path avoids division). */
    final int[] colOf;
    final int[] rowOf;
    /** Per colour (0 red, 1 black) and hole: whether the colour may place there (it exists and is not the opponent's border). */
    final boolean[][] allowed;
    /** Per colour and hole: which of the colour's borders a peg there touches (bit 1 the first, bit 2 the last). */
    final int[][] borderBits;
    /** Per hole and each of 8 directions: the neighbour hole or -1, and the link slot joining them. */
    final int[] neighbourHole;
    final int[] neighbourLink;
    /**
     * The same neighbour tables with sentinels instead of -1 (hole {@code holes}, slot
     * {@code linkSlots}) so the hot path needs no bounds test: states give the sentinel hole a
     * value no colour has and never count a crossing on the sentinel slot.
     */
    final int[] neighbourHoleOrSentinel;
    final int[] neighbourLinkOrSentinel;
    /** Per link slot: its two ends, or -1 when the slot leaves the board. */
    final int[] linkA;
    final int[] linkB;
    /** Per link slot: the slots that cross it, as a flat list with start offsets. */
    final int[] crossStart;
    final int[] crossList;

    private static final Map<Long, TwixtGeometry> CACHE = new ConcurrentHashMap<>();

    static TwixtGeometry of(int width, int height) {
        return CACHE.computeIfAbsent(((long) width << 32) | height, k -> new TwixtGeometry(width, height));
    }

    private TwixtGeometry(int width, int height) {
        this.width = width;
        this.height = height;
        this.holes = width * height;
        this.linkSlots = holes * 4;
        exists = new boolean[holes];
        colOf = new int[holes];
        rowOf = new int[holes];
        allowed = new boolean[2][holes];
        borderBits = new int[2][holes];
        for (int h = 0; h < holes; h++) {
            int c = h % width;
            int r = h / width;
            colOf[h] = c;
            rowOf[h] = r;
            exists[h] = !((c == 0 || c == width - 1) && (r == 0 || r == height - 1));
            allowed[0][h] = exists[h] && c != 0 && c != width - 1;
            allowed[1][h] = exists[h] && r != 0 && r != height - 1;
            borderBits[0][h] = r == 0 ? 1 : r == height - 1 ? 2 : 0;
            borderBits[1][h] = c == 0 ? 1 : c == width - 1 ? 2 : 0;
        }
        linkA = new int[linkSlots];
        linkB = new int[linkSlots];
        for (int h = 0; h < holes; h++) {
            for (int d = 0; d < 4; d++) {
                int s = h * 4 + d;
                int b = hole(col(h) + FWD_DC[d], row(h) + FWD_DR[d]);
                boolean ok = exists[h] && b >= 0 && exists[b];
                linkA[s] = ok ? h : -1;
                linkB[s] = ok ? b : -1;
            }
        }
        neighbourHole = new int[holes * 8];
        neighbourLink = new int[holes * 8];
        java.util.Arrays.fill(neighbourHole, -1);
        java.util.Arrays.fill(neighbourLink, -1);
        for (int h = 0; h < holes; h++) {
            if (!exists[h]) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int s = h * 4 + d;
                if (linkA[s] < 0) {
                    continue;
                }
                int b = linkB[s];
                neighbourHole[h * 8 + d] = b;
                neighbourLink[h * 8 + d] = s;
                // The reverse step from b back to h, stored in b's slots 4..7.
                neighbourHole[b * 8 + 4 + d] = h;
                neighbourLink[b * 8 + 4 + d] = s;
            }
        }
        neighbourHoleOrSentinel = new int[holes * 8];
        neighbourLinkOrSentinel = new int[holes * 8];
        for (int k = 0; k < holes * 8; k++) {
            neighbourHoleOrSentinel[k] = neighbourHole[k] >= 0 ? neighbourHole[k] : holes;
            neighbourLinkOrSentinel[k] = neighbourLink[k] >= 0 ? neighbourLink[k] : linkSlots;
        }
        crossStart = new int[linkSlots + 1];
        List<Integer> list = new ArrayList<>();
        for (int s = 0; s < linkSlots; s++) {
            crossStart[s] = list.size();
            if (linkA[s] < 0) {
                continue;
            }
            int ac = col(linkA[s]);
            int ar = row(linkA[s]);
            // Crossing slots have their left end within three columns and rows of this one's.
            for (int dc = -2; dc <= 2; dc++) {
                for (int dr = -3; dr <= 3; dr++) {
                    int o = hole(ac + dc, ar + dr);
                    if (o < 0) {
                        continue;
                    }
                    for (int d = 0; d < 4; d++) {
                        int t = o * 4 + d;
                        if (t != s && linkA[t] >= 0 && crosses(s, t)) {
                            list.add(t);
                        }
                    }
                }
            }
        }
        crossStart[linkSlots] = list.size();
        crossList = list.stream().mapToInt(Integer::intValue).toArray();
    }

    int col(int h) {
        return colOf[h];
    }

    int row(int h) {
        return rowOf[h];
    }

    /** Hole at (col, row), or -1 off the board (corners included: they are in range but do not exist). */
    int hole(int col, int row) {
        return col < 0 || row < 0 || col >= width || row >= height ? -1 : row * width + col;
    }

    /** The link slot joining holes a and b, or -1 when they are not a knight's move apart. */
    int linkBetween(int a, int b) {
        for (int k = 0; k < 8; k++) {
            if (neighbourHole[a * 8 + k] == b) {
                return neighbourLink[a * 8 + k];
            }
        }
        return -1;
    }

    /** Whether the segments of two slots share an interior point. Knight segments hold no lattice point inside. */
    private boolean crosses(int s, int t) {
        int p1x = col(linkA[s]), p1y = row(linkA[s]), p2x = col(linkB[s]), p2y = row(linkB[s]);
        int q1x = col(linkA[t]), q1y = row(linkA[t]), q2x = col(linkB[t]), q2y = row(linkB[t]);
        long d1 = orient(p1x, p1y, p2x, p2y, q1x, q1y);
        long d2 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
        long d3 = orient(q1x, q1y, q2x, q2y, p1x, p1y);
        long d4 = orient(q1x, q1y, q2x, q2y, p2x, p2y);
        return d1 * d2 < 0 && d3 * d4 < 0;
    }

    private static long orient(int ax, int ay, int bx, int by, int cx, int cy) {
        return (long) (bx - ax) * (cy - ay) - (long) (by - ay) * (cx - ax);
    }
}
