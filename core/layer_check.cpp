// The link check of one core layer (core/CMakeLists.txt): linked with every object of its layer's
// library and only the layers below it, so a call up the layers is an undefined reference.
int main()
{
    return 0;
}
