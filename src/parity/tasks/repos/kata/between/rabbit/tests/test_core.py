from kata_between.core import rabbit


def test_rabbit_0():
    assert rabbit(2, 3, 9) == False


def test_rabbit_1():
    assert rabbit(3, 3, 9) == True


def test_rabbit_2():
    assert rabbit(4, 3, 9) == True


def test_rabbit_3():
    assert rabbit(8, 3, 9) == True


def test_rabbit_4():
    assert rabbit(9, 3, 9) == False


def test_rabbit_5():
    assert rabbit(10, 3, 9) == False
