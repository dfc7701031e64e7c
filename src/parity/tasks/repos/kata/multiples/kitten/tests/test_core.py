from kata_multiples.core import kitten


def test_kitten_0():
    assert kitten([4, 13]) == 1


def test_kitten_1():
    assert kitten([18, 8, 6]) == 3


def test_kitten_2():
    assert kitten([7, 9, 0]) == 0


def test_kitten_3():
    assert kitten([6, -5, 19]) == 1


def test_kitten_4():
    assert kitten([18, 15, 20, 10]) == 3


def test_kitten_5():
    assert kitten([9, 15, 12, 0, 13, 8]) == 2
