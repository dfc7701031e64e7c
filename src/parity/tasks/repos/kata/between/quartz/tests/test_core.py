from kata_between.core import quartz


def test_quartz_0():
    assert quartz(2, 3, 9) == False


def test_quartz_1():
    assert quartz(3, 3, 9) == True


def test_quartz_2():
    assert quartz(4, 3, 9) == True


def test_quartz_3():
    assert quartz(8, 3, 9) == True


def test_quartz_4():
    assert quartz(9, 3, 9) == False


def test_quartz_5():
    assert quartz(10, 3, 9) == False
