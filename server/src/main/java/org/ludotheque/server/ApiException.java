package org.ludotheque.server;

/** A request refused with an HTTP status and a message for the client; nothing was changed. */
public final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    public ApiException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }

    static ApiException badRequest(String m) { return new ApiException(400, m); }
    static ApiException forbidden(String m) { return new ApiException(403, m); }
    static ApiException notFound(String m) { return new ApiException(404, m); }
    static ApiException conflict(String m) { return new ApiException(409, m); }
    static ApiException unprocessable(String m) { return new ApiException(422, m); }
}
