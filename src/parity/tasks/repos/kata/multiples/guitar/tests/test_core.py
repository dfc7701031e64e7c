from kata_multiples.core import guitar


def test_guitar_0():
    assert guitar([10, 10]) == 2


def test_guitar_1():
    assert guitar([-5, 12]) == 0


def test_guitar_2():
    assert guitar([-5, 5, -1, 4]) == 1


def test_guitar_3():
    assert guitar([9, 9, 18, 7]) == 0


def test_guitar_4():
    assert guitar([19, 14]) == 0


def test_guitar_5():
    assert guitar([0, 5, 1]) == 1
