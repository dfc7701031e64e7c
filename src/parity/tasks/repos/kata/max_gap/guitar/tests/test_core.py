from kata_max_gap.core import guitar


def test_guitar_0():
    assert guitar([8]) == 0


def test_guitar_1():
    assert guitar([1, 8, 12, 17]) == 7


def test_guitar_2():
    assert guitar([9, 10, 13, 17, 19, 20]) == 4


def test_guitar_3():
    assert guitar([14, 18, 20, 23]) == 4


def test_guitar_4():
    assert guitar([11, 21]) == 10


def test_guitar_5():
    assert guitar([10, 19]) == 9
