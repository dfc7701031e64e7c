from kata_between.core import violet


def test_violet_0():
    assert violet(2, 3, 9) == False


def test_violet_1():
    assert violet(3, 3, 9) == True


def test_violet_2():
    assert violet(4, 3, 9) == True


def test_violet_3():
    assert violet(8, 3, 9) == True


def test_violet_4():
    assert violet(9, 3, 9) == False


def test_violet_5():
    assert violet(10, 3, 9) == False
