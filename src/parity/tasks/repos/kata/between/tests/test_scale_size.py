from kata_between.scale_size import scale_size


def test_scale_size_0():
    assert scale_size(2, 3, 9) == False


def test_scale_size_1():
    assert scale_size(3, 3, 9) == True


def test_scale_size_2():
    assert scale_size(4, 3, 9) == True


def test_scale_size_3():
    assert scale_size(8, 3, 9) == True


def test_scale_size_4():
    assert scale_size(9, 3, 9) == False


def test_scale_size_5():
    assert scale_size(10, 3, 9) == False
