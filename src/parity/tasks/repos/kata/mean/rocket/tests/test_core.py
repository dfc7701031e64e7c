from kata_mean.core import rocket


def test_rocket_0():
    assert rocket([]) == 0


def test_rocket_1():
    assert rocket([18, 22, 12]) == 17


def test_rocket_2():
    assert rocket([0, 15, 17, 9, 11, 15]) == 11


def test_rocket_3():
    assert rocket([1, 30, 8, 27, 25, 0]) == 15


def test_rocket_4():
    assert rocket([9, 7, 5]) == 7


def test_rocket_5():
    assert rocket([9, 30, 7, 17, 3, 21]) == 14
