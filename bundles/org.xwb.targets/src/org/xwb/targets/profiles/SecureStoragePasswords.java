package org.xwb.targets.profiles;

import java.io.IOException;
import java.net.URL;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;
import org.eclipse.equinox.security.storage.provider.IProviderHints;
import org.xwb.model.TargetProfile;

/**
 * Passwords in Eclipse secure storage, node {@code /org.xwb/targets/<profile>}, key "password",
 * encrypted. The storage is opened with "do not prompt": a headless command never waits for a
 * master-password dialog; when no password provider can unlock the storage without asking, it
 * simply has no password. The equinox.security bundle is optional: without it this source is
 * empty ({@link PasswordSource#standard()} checks before it
 * touches this class, whose loading needs the bundle).
 */
public final class SecureStoragePasswords implements PasswordSource {

    static final String NODE = "/org.xwb/targets/";
    static final String KEY = "password";

    /** System property naming the storage file instead of {@code ~/.xwb/secure_storage} (tests point it elsewhere). */
    public static final String LOCATION_PROPERTY = "xwb.secureStorage";

    private final URL location;
    private final Map<Object, Object> options;

    /**
     * @param location the storage file, or null for the user's default storage
     * @param hints    extra provider hints (tests pass a fixed master password here)
     */
    public SecureStoragePasswords(URL location, Map<Object, Object> hints) {
        this.location = location;
        this.options = new HashMap<>(hints);
        this.options.put(IProviderHints.PROMPT_USER, Boolean.FALSE);
    }

    /**
     * XWB's own storage: {@code -Dxwb.secureStorage}, else {@code ~/.xwb/secure_storage}, unlocked
     * by {@link KeyFilePasswordProvider} (not the user's Eclipse storage, whose master password
     * another Eclipse application may have chosen).
     */
    public static SecureStoragePasswords standard() {
        return new SecureStoragePasswords(standardLocation(), Map.of());
    }

    /** Where {@link #standard()} keeps passwords. */
    public static URL standardLocation() {
        String configured = System.getProperty(LOCATION_PROPERTY);
        java.nio.file.Path file = configured == null || configured.isBlank()
                ? java.nio.file.Path.of(System.getProperty("user.home"), ".xwb", "secure_storage")
                : java.nio.file.Path.of(configured);
        try {
            return file.toAbsolutePath().toUri().toURL();
        } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException("Not a file location for secure storage: " + file, e);
        }
    }

    @Override
    public Optional<String> password(TargetProfile profile) {
        try {
            ISecurePreferences root = SecurePreferencesFactory.open(location, options);
            if (root == null || !root.nodeExists(NODE + profile.getName())) {
                return Optional.empty();
            }
            String password = root.node(NODE + profile.getName()).get(KEY, null);
            return password == null || password.isEmpty() ? Optional.empty() : Optional.of(password);
        } catch (IOException | StorageException | RuntimeException e) {
            return Optional.empty(); // locked storage without a way to unlock it silently: no password from here
        }
    }

    /**
     * Stores the password of a profile, encrypted.
     *
     * @throws IOException when the storage cannot be written or unlocked without prompting
     */
    public void store(String profileName, String password) throws IOException {
        try {
            ISecurePreferences root = SecurePreferencesFactory.open(location, options);
            if (root == null) {
                throw new IOException("Eclipse secure storage is not available");
            }
            root.node(NODE + profileName).put(KEY, password, true);
            root.flush();
        } catch (StorageException e) {
            throw new IOException("Eclipse secure storage cannot store the password of " + profileName + ": "
                    + e.getMessage(), e);
        }
    }

    /** True when a password of the profile is stored (without decrypting it). */
    public boolean has(String profileName) {
        try {
            ISecurePreferences root = SecurePreferencesFactory.open(location, options);
            return root != null && root.nodeExists(NODE + profileName)
                    && java.util.Arrays.asList(root.node(NODE + profileName).keys()).contains(KEY);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Forgets the stored password of a profile (a deleted or renamed profile). */
    public void remove(String profileName) throws IOException {
        ISecurePreferences root = SecurePreferencesFactory.open(location, options);
        if (root != null && root.nodeExists(NODE + profileName)) {
            root.node(NODE + profileName).removeNode();
            root.flush();
        }
    }
}
