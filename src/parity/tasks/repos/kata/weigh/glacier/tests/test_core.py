from kata_weigh.core import glacier


def test_glacier_0():
    assert glacier([9, 2, 12, 1]) == 87


def test_glacier_1():
    assert glacier([5, 8, 7, 3]) == 83


def test_glacier_2():
    assert glacier([10, 5, 6]) == 84


def test_glacier_3():
    assert glacier([5, 6, 12]) == 92


def test_glacier_4():
    assert glacier([1, 7, 4]) == 33


def test_glacier_5():
    assert glacier([4, 5]) == 24
