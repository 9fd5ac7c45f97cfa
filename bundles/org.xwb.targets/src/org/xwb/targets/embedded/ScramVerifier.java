package org.xwb.targets.embedded;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * What PostgreSQL stores for a SCRAM-SHA-256 password (RFC 5802/7677, the format of
 * pg_authid.rolpassword): {@code SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>}.
 * XWB hands the server this verifier instead of the password, so the password itself never
 * reaches a server process, its input or its log. Passwords here are ASCII (SASLprep leaves them
 * as they are).
 */
final class ScramVerifier {

    static final int ITERATIONS = 4096; // PostgreSQL's default scram_iterations
    private static final int SALT_BYTES = 16;

    private ScramVerifier() {
    }

    static String of(String password) {
        byte[] salt = new byte[SALT_BYTES];
        new SecureRandom().nextBytes(salt);
        return of(password, salt, ITERATIONS);
    }

    static String of(String password, byte[] salt, int iterations) {
        if (!StandardCharsets.US_ASCII.newEncoder().canEncode(password)) {
            throw new IllegalArgumentException("only ASCII passwords are supported");
        }
        try {
            byte[] salted = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(new PBEKeySpec(password.toCharArray(), salt, iterations, 256)).getEncoded();
            byte[] clientKey = hmac(salted, "Client Key");
            byte[] storedKey = MessageDigest.getInstance("SHA-256").digest(clientKey);
            byte[] serverKey = hmac(salted, "Server Key");
            Base64.Encoder b64 = Base64.getEncoder();
            return "SCRAM-SHA-256$" + iterations + ":" + b64.encodeToString(salt) + "$" + b64.encodeToString(storedKey) + ":"
                    + b64.encodeToString(serverKey);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("The JDK lacks PBKDF2WithHmacSHA256 or HmacSHA256: " + e.getMessage(), e);
        }
    }

    private static byte[] hmac(byte[] key, String text) throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return mac.doFinal(text.getBytes(StandardCharsets.US_ASCII));
    }
}
