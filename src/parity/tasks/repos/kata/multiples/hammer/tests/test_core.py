from kata_multiples.core import hammer


def test_hammer_0():
    assert hammer([17, 6, 13]) == 0


def test_hammer_1():
    assert hammer([9, 3, 4, -6, 18]) == 1


def test_hammer_2():
    assert hammer([18, 13, 13, 18, 3, -3]) == 0


def test_hammer_3():
    assert hammer([16, -4, -2, 6]) == 1


def test_hammer_4():
    assert hammer([2, 20, 5, 2, 13]) == 1


def test_hammer_5():
    assert hammer([0, 4, 1]) == 1
