from kata_mean.core import kitten


def test_kitten_0():
    assert kitten([]) == 0


def test_kitten_1():
    assert kitten([0, 21, 26, 12, 10, 1]) == 11


def test_kitten_2():
    assert kitten([28, 6, 22, 23, 3]) == 16


def test_kitten_3():
    assert kitten([7, 0, 26, 23, 17]) == 14


def test_kitten_4():
    assert kitten([4, 25, 22]) == 17


def test_kitten_5():
    assert kitten([18, 15]) == 16
