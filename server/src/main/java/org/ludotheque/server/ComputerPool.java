package org.ludotheque.server;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where computer players think: a fixed number of threads and a bounded queue, so that many
 * computer games wait their turn instead of starving the server. A move that finds the queue full
 * is tried again a moment later.
 */
public final class ComputerPool implements AutoCloseable {

    private final ThreadPoolExecutor pool;
    private final ScheduledExecutorService retry;

    public ComputerPool(int threads, int queue) {
        AtomicInteger n = new AtomicInteger();
        pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue), r -> {
            Thread t = new Thread(r, "computer-" + n.incrementAndGet());
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        }, new ThreadPoolExecutor.AbortPolicy());
        retry = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "computer-retry");
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs {@code task}; when the queue stays full it is retried; {@code dropped} runs if the pool is shut down. */
    void submit(String gameId, Runnable task, Runnable dropped) {
        try {
            pool.execute(task);
        } catch (RejectedExecutionException e) {
            if (pool.isShutdown()) {
                dropped.run();
                return;
            }
            try {
                retry.schedule(() -> submit(gameId, task, dropped), 200, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException shut) {
                dropped.run();
            }
        }
    }

    @Override
    public void close() {
        retry.shutdownNow();
        pool.shutdownNow();
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
