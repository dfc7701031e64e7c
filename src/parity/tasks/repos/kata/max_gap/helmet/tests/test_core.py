from kata_max_gap.core import helmet


def test_helmet_0():
    assert helmet([1, 7, 13, 24]) == 11


def test_helmet_1():
    assert helmet([11, 22, 27]) == 11


def test_helmet_2():
    assert helmet([10]) == 0


def test_helmet_3():
    assert helmet([13, 22, 25]) == 9


def test_helmet_4():
    assert helmet([4, 10, 12, 21, 23, 25]) == 9


def test_helmet_5():
    assert helmet([15, 17, 17, 30]) == 13
