from kata_steps.core import guitar


def test_guitar_0():
    assert guitar(0, 5) == [0, 5, 10, 15, 20]


def test_guitar_1():
    assert guitar(0, 6) == [0, 5, 10, 15, 20, 25]


def test_guitar_2():
    assert guitar(5, 14) == [25, 30, 35, 40, 45, 50, 55, 60, 65]


def test_guitar_3():
    assert guitar(1, 2) == [5]


def test_guitar_4():
    assert guitar(2, 6) == [10, 15, 20, 25]


def test_guitar_5():
    assert guitar(4, 8) == [20, 25, 30, 35]
