from kata_weigh.core import hammer


def test_hammer_0():
    assert hammer([2, 11, 1, 6, 9]) == 81


def test_hammer_1():
    assert hammer([9]) == 27


def test_hammer_2():
    assert hammer([11, 2, 9, 9]) == 89


def test_hammer_3():
    assert hammer([4]) == 4


def test_hammer_4():
    assert hammer([12, 11, 11]) == 102


def test_hammer_5():
    assert hammer([4, 5]) == 19
