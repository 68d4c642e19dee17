package org.ludotheque.server;

import java.lang.reflect.Type;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Jackson 3 for the server: one mapper, tree nodes for the API, and Javalin's {@code JsonMapper} over it. */
public final class Json implements io.javalin.json.JsonMapper {

    public static final JsonMapper MAPPER = JsonMapper.builder().build();

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** Parses a request body; malformed JSON or anything but an object is a 400. */
    public static JsonNode parseObject(String text) {
        JsonNode n;
        try {
            n = text == null || text.isBlank() ? object() : MAPPER.readTree(text);
        } catch (JacksonException e) {
            throw ApiException.badRequest("malformed JSON: " + e.getOriginalMessage());
        }
        if (n == null || !n.isObject()) {
            throw ApiException.badRequest("the body must be a JSON object");
        }
        return n;
    }

    public static String write(Object o) {
        return MAPPER.writeValueAsString(o);
    }

    @Override
    public String toJsonString(Object obj, Type type) {
        return MAPPER.writeValueAsString(obj);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T fromJsonString(String json, Type type) {
        return (T) MAPPER.readValue(json, MAPPER.constructType(type));
    }
}
