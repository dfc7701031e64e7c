from kata_multiples.core import guitar


def test_guitar_0():
    assert guitar([11, -6, 12, 2, 15]) == 1


def test_guitar_1():
    assert guitar([17, 4, 1, 18, -6, -5]) == 0


def test_guitar_2():
    assert guitar([-6, 1]) == 0


def test_guitar_3():
    assert guitar([-3, 14, 17, 20]) == 1


def test_guitar_4():
    assert guitar([3, 2]) == 0


def test_guitar_5():
    assert guitar([0, 5, 1]) == 1
