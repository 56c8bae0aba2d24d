import DesignKit

print("designkit: under construction")
