package org.ludotheque.engine.twixt;

/**
 * The TwixT action layout. With {@code N} holes and {@code 4N} link slots:
 * {@code [0, N)} place a peg; {@code N} swap; {@code N+1} end the turn; then add link,
 * remove link (one per slot each) and lift a peg (one per hole, re-use under the supply rule).
 */
final class TwixtActions {
    final int place;
    final int swap;
    final int end;
    final int addLink;
    final int removeLink;
    final int liftPeg;
    final int size;

    TwixtActions(int holes) {
        place = 0;
        swap = holes;
        end = holes + 1;
        addLink = holes + 2;
        removeLink = addLink + 4 * holes;
        liftPeg = removeLink + 4 * holes;
        size = liftPeg + holes;
    }

    boolean isPlace(int a) { return a >= 0 && a < swap; }
    boolean isAddLink(int a) { return a >= addLink && a < removeLink; }
    boolean isRemoveLink(int a) { return a >= removeLink && a < liftPeg; }
    boolean isLift(int a) { return a >= liftPeg && a < size; }
}
