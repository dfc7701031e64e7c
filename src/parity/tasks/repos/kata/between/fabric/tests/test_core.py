from kata_between.core import fabric


def test_fabric_0():
    assert fabric(2, 3, 9) == False


def test_fabric_1():
    assert fabric(3, 3, 9) == True


def test_fabric_2():
    assert fabric(4, 3, 9) == True


def test_fabric_3():
    assert fabric(8, 3, 9) == True


def test_fabric_4():
    assert fabric(9, 3, 9) == False


def test_fabric_5():
    assert fabric(10, 3, 9) == False
