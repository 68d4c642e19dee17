package org.ludotheque.ai.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

class ZeroOneDequeTest {

    @Test
    void aNodeReachedAtNoCostLeavesBeforeTheNodesReachedAtOne() {
        ZeroOneDeque q = new ZeroOneDeque(8);
        q.push(1, 1);
        q.push(2, 1);
        q.push(3, 0);
        q.push(4, 0);
        List<Integer> order = new ArrayList<>();
        while (!q.isEmpty()) {
            order.add(q.pop());
        }
        assertThat(order).containsExactly(4, 3, 1, 2);
    }

    @Test
    void theRingWrapsAtBothEndsAndClearEmptiesIt() {
        ZeroOneDeque q = new ZeroOneDeque(4);
        for (int round = 0; round < 10; round++) {
            q.push(10 * round, 0);
            q.push(10 * round + 1, 1);
            q.push(10 * round + 2, 0);
            assertThat(q.pop()).isEqualTo(10 * round + 2);
            assertThat(q.pop()).isEqualTo(10 * round);
            assertThat(q.pop()).isEqualTo(10 * round + 1);
            assertThat(q.isEmpty()).isTrue();
        }
        q.push(5, 1);
        q.clear();
        assertThat(q.isEmpty()).isTrue();
    }

    /**
     * A 0-1 BFS over a grid from its left column: {@code o} costs nothing to enter, {@code .}
     * one, {@code #} is a wall. The distances are the fewest {@code .} cells on a path: the bottom
     * right cell is reached over the free top row and right column (3), not along the bottom (5).
     */
    @Test
    void aSearchFindsTheFewestCostlyCellsOnAPath() {
        String[] grid = {
            ". . o o o",
            ". # # # o",
            ". . . . .",
        };
        int[][] expected = {
            {1, 2, 2, 2, 2},
            {1, -1, -1, -1, 2},
            {1, 2, 3, 4, 3},
        };
        int rows = grid.length;
        int cols = grid[0].split(" ").length;
        char[] cell = new char[rows * cols];
        for (int r = 0; r < rows; r++) {
            String[] parts = grid[r].split(" ");
            for (int c = 0; c < cols; c++) {
                cell[r * cols + c] = parts[c].charAt(0);
            }
        }
        int[] dist = new int[rows * cols];
        Arrays.fill(dist, -1);
        ZeroOneDeque q = new ZeroOneDeque(4 * rows * cols);
        for (int r = 0; r < rows; r++) {
            int h = r * cols;
            int cost = cell[h] == 'o' ? 0 : 1;
            dist[h] = cost;
            q.push(h, 1);
        }
        int[][] steps = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        while (!q.isEmpty()) {
            int h = q.pop();
            for (int[] st : steps) {
                int r = h / cols + st[0];
                int c = h % cols + st[1];
                if (r < 0 || r >= rows || c < 0 || c >= cols || cell[r * cols + c] == '#') {
                    continue;
                }
                int b = r * cols + c;
                int cost = cell[b] == 'o' ? 0 : 1;
                if (dist[b] < 0 || dist[h] + cost < dist[b]) {
                    dist[b] = dist[h] + cost;
                    q.push(b, cost);
                }
            }
        }
        for (int r = 0; r < rows; r++) {
            assertThat(Arrays.copyOfRange(dist, r * cols, (r + 1) * cols)).as("row " + r).containsExactly(expected[r]);
        }
    }
}
