package org.ludotheque.ai.knowledge;

/**
 * The queue of a breadth-first search whose steps cost 0 or 1 (a 0-1 BFS): a node reached at no
 * cost goes to the front and is taken next, one reached at cost 1 to the back, so nodes leave in
 * order of distance without a priority queue. A ring of a power-of-two size, kept from search to
 * search, so a search allocates nothing.
 */
public final class ZeroOneDeque {

    private final int[] ring;
    private final int mask;
    private int head;
    private int tail;

    /** A deque that holds up to {@code capacity - 1} nodes at once (its ring rounded up to a power of two). */
    public ZeroOneDeque(int capacity) {
        int size = Integer.highestOneBit(Math.max(2, capacity) - 1) << 1;
        ring = new int[size];
        mask = size - 1;
    }

    /** Empties the deque for a new search. */
    public void clear() {
        head = 0;
        tail = 0;
    }

    public boolean isEmpty() {
        return head == tail;
    }

    /** Adds a node reached at {@code cost} (0 or 1): at the front for 0, at the back for 1. */
    public void push(int node, int cost) {
        if (cost == 0) {
            head = (head - 1) & mask;
            ring[head] = node;
        } else {
            ring[tail] = node;
            tail = (tail + 1) & mask;
        }
    }

    /** Removes and returns the front node. */
    public int pop() {
        int node = ring[head];
        head = (head + 1) & mask;
        return node;
    }
}
